/* hakem-scenario-write.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Save as scenario: a real incident of a case made into a lesson, the game up to it as the
 * start and the incident as the decision point, players' names removed on request.
 *
 * The incident's machine-readable details (HakemIncident.data) say what was ruled on; the
 * scenario is then replayed once so that its expected ruling is the one the session makes on
 * it, which is the ruling the arbiter gave at the board. The texts come from the case, in the
 * language the ruling was given in, in both slots: the trainer rewrites them for the class.
 */
#include "config.h"

#include "hakem-scenario.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "chess-movegen.h"
#include "hakem-incident-data.h"
#include "hakem-procedures.h"

static void
append_text (GString *x, const char *tag, const char *text, int indent)
{
  g_autofree char *escaped = g_markup_escape_text (text && *text ? text : "-", -1);
  g_string_append_printf (x, "%*s<%s>\n%*s<en>%s</en>\n%*s<tr>%s</tr>\n%*s</%s>\n", indent, "", tag,
                          indent + 2, "", escaped, indent + 2, "", escaped, indent, "", tag);
}

/* "Carlsen" replaced by "White" wherever the case's texts name a player. */
static char *
anonymise (HakemSession *session, const char *text, gboolean anonymous)
{
  g_autoptr (GString) s = g_string_new (text ? text : "");
  for (int c = 0; anonymous && c < 2; c++)
    {
      const char *name = hakem_session_player_name (session, (ChessColor) c);
      if (!name || !*name)
        continue;
      /* "White (Carlsen)", as rulings name a player, first: the colour alone then. */
      g_autofree char *bracketed = g_strdup_printf (" (%s)", name);
      g_string_replace (s, bracketed, "", 0);
      g_string_replace (s, name, c == CHESS_WHITE ? "White" : "Black", 0);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* A draw claim (9.2, 9.3): its kind and the move written, in SAN. */
char *
hakem_scenario_event_claim (const ChessGame *game, const HakemIncident *inc,
                            const HakemIncidentData *d)
{
  const char *claim = hakem_incident_data_get_word (d, HAKEM_DATA_CLAIM);
  g_autofree char *written = NULL;
  ChessPosition pos;
  chess_game_position_at (game, inc->ply, &pos);
  ChessMove intended = hakem_incident_data_get_move (d, HAKEM_DATA_INTENDED, &pos);
  if (intended != CHESS_MOVE_NONE)
    {
      char san[CHESS_SAN_MAX];
      written = g_strdup_printf (
          " written=\"%s\"", chess_san_write (&pos, intended, CHESS_SAN_ENGLISH, san, sizeof san));
    }
  return g_strdup_printf ("<claim kind=\"%s\"%s/>", claim ? claim : "threefold",
                          written ? written : "");
}

/* An irregularity (7.5): its kind, its ply and the move as the log has it. */
char *
hakem_scenario_event_irregularity (const ChessGame *game, const HakemIncident *inc,
                                   const HakemIncidentData *d)
{
  const char *kind = hakem_incident_data_get_word (d, HAKEM_DATA_IRREGULARITY);
  int ply = 0;
  if (!hakem_incident_data_get_int (d, HAKEM_DATA_PLY, &ply))
    hakem_incident_data_get_int (d, HAKEM_DATA_FOUND_AT, &ply);
  /* As the log has it: the record may have changed since at that ply. */
  const char *move = hakem_incident_data_get_uci (d, HAKEM_DATA_MOVE);
  g_autofree char *move_attr = move ? g_strdup_printf (" move=\"%s\"", move) : NULL;
  return g_strdup_printf ("<irregularity kind=\"%s\" ply=\"%d\"%s/>", kind ? kind : "illegal-move",
                          ply, move_attr ? move_attr : "");
}

/* A flag fall (6.9): whose, who noticed it, whether the moves are known. */
char *
hakem_scenario_event_flag (const ChessGame *game, const HakemIncident *inc,
                           const HakemIncidentData *d)
{
  gboolean fallen[2] = { FALSE, FALSE };
  hakem_incident_data_get_colors (d, HAKEM_DATA_FALLEN, fallen);
  return g_strdup_printf (
      "<flag player=\"%s\" notice=\"%s\" moves-known=\"%s\"/>",
      fallen[CHESS_BLACK] && !fallen[CHESS_WHITE] ? "black" : "white",
      hakem_incident_data_is (d, HAKEM_DATA_NOTICE, "claimed") ? "claim" : "arbiter",
      hakem_incident_data_get_bool (d, HAKEM_DATA_MOVES_KNOWN, TRUE) ? "true" : "false");
}

/* A penalty (12.9): its kind, the offender, the occasion, the time and score. */
char *
hakem_scenario_event_penalty (const ChessGame *game, const HakemIncident *inc,
                              const HakemIncidentData *d)
{
  const char *kind = hakem_incident_data_get_word (d, HAKEM_DATA_PENALTY);
  ChessColor offender = CHESS_WHITE;
  hakem_incident_data_get_color (d, HAKEM_DATA_OFFENDER, &offender);
  const char *occasion = hakem_incident_data_get_word (d, HAKEM_DATA_OCCASION);
  ChessColor adjusted;
  int seconds = 0, scores[2];
  hakem_incident_data_get_adjust (d, &adjusted, &seconds);
  GString *e = g_string_new (NULL);
  g_string_append_printf (e, "<penalty kind=\"%s\" offender=\"%s\" occasion=\"%s\"",
                          kind ? kind : "warning", chess_color_name (offender),
                          occasion ? occasion : "12.9");
  if (seconds)
    g_string_append_printf (e, " seconds=\"%d\"", abs (seconds));
  if (g_strcmp0 (kind, "loss") == 0 && hakem_incident_data_get_scores (d, scores))
    /* The opponent's score, the one that is not the offender's. */
    g_string_append_printf (e, " score=\"%d\"", scores[!offender]);
  g_string_append (e, "/>");
  return g_string_free (e, FALSE);
}

/* A resignation (5.1.2); the other results are not replayed. */
char *
hakem_scenario_event_resignation (const ChessGame *game, const HakemIncident *inc,
                                  const HakemIncidentData *d)
{
  ChessColor player = CHESS_WHITE;
  if (!hakem_incident_data_is (d, HAKEM_DATA_RESULT_KIND, "resignation"))
    return NULL;
  hakem_incident_data_get_color (d, HAKEM_DATA_PLAYER, &player);
  return g_strdup_printf ("<resignation player=\"%s\"/>", chess_color_name (player));
}

static char *
build_xml (HakemSession *session, const HakemIncident *inc, const char *event,
           const HakemScenarioRuling *ruling, gboolean anonymous)
{
  const ChessGame *game = hakem_session_get_game (session);
  GString *x = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append (x, "<scenario xmlns=\"urn:hakem:scenario:1\" id=\"from-case\" version=\"1\">\n");
  g_autofree char *ruling_text = anonymise (session, inc->ruling, anonymous);
  g_autofree char *note = anonymise (session, inc->note, anonymous);
  /* TRANSLATORS: the title of a scenario made of a case's incident; %s: its articles */
  g_autofree char *title
      = g_strdup_printf (_ ("A ruling from a case: %s"), inc->articles ? inc->articles : "");
  append_text (x, "title", title, 2);
  append_text (x, "summary", note && *note ? note : ruling_text, 2);

  /* The start: the game's first position and its moves up to the incident. */
  g_string_append (x, "  <setup>\n    <start");
  ChessPosition pos;
  chess_game_position_at (game, 0, &pos);
  char fen[128];
  chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  g_string_append_printf (x, " fen=\"%s\">", fen);
  int upto = MIN (inc->ply, game->count);
  for (int i = 0; i < upto; i++)
    {
      char san[CHESS_SAN_MAX];
      g_string_append_printf (
          x, "%s%s", i ? " " : "",
          chess_san_write (&pos, game->moves[i].move, CHESS_SAN_ENGLISH, san, sizeof san));
      ChessUndo undo;
      chess_position_make (&pos, game->moves[i].move, &undo);
    }
  char tc[256];
  chess_time_control_to_pgn (hakem_session_get_time_control (session), tc, sizeof tc);
  const HakemRegulations *regs = hakem_session_get_regulations (session);
  const char *profile = regs && regs->id && g_str_has_prefix (regs->id, "fide-2023-")
                            ? regs->id
                            : "fide-2023-standard";
  g_string_append_printf (x, "</start>\n    <time-control>%s</time-control>\n", tc);
  g_string_append_printf (x, "    <regulations profile=\"%s\" supervision=\"%s\"/>\n", profile,
                          regs && regs->supervision == CHESS_SUPERVISION_FULL ? "full" : "partial");
  if (inc->clock_ms[0] >= 0 && inc->clock_ms[1] >= 0)
    g_string_append_printf (
        x, "    <clock white=\"%" G_GINT64_FORMAT "\" black=\"%" G_GINT64_FORMAT "\"/>\n",
        inc->clock_ms[0] / 1000, inc->clock_ms[1] / 1000);
  g_string_append (x, "  </setup>\n  <script>\n    <decision>\n");
  append_text (x, "question", _ ("What is your ruling?"), 6);
  g_string_append (x, "      <choice correct=\"true\">\n");
  g_autofree char *given = g_markup_escape_text (ruling_text, -1);
  g_string_append_printf (x, "        <en>%s</en>\n        <tr>%s</tr>\n      </choice>\n", given,
                          given);
  append_text (x, "choice", _ ("Another ruling (to be written by the trainer)"), 6);
  g_string_append_printf (x, "      %s\n", event);
  g_string_append_printf (x, "      <ruling score=\"%s\"%s>\n", ruling->score,
                          ruling->verdict < 0                        ? ""
                          : ruling->verdict == CHESS_VERDICT_CORRECT ? " verdict=\"correct\""
                                                                     : " verdict=\"incorrect\"");
  g_auto (GStrv) articles = g_strsplit (ruling->articles ? ruling->articles : "", " ", -1);
  for (char **a = articles; *a; a++)
    if (**a)
      g_string_append_printf (x, "        <article>%s</article>\n", *a);
  for (int c = 0; c < 2; c++)
    if (ruling->adjust[c])
      g_string_append_printf (x, "        <adjust player=\"%s\" seconds=\"%d\"/>\n",
                              chess_color_name (c), ruling->adjust[c]);
  append_text (x, "summary", ruling_text, 8);
  append_text (x, "explanation", note && *note ? note : ruling_text, 8);
  g_string_append (x, "      </ruling>\n    </decision>\n  </script>\n</scenario>\n");
  return g_string_free (x, FALSE);
}

char *
hakem_scenario_from_incident (HakemSession *session, guint index, gboolean anonymous,
                              GError **error)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  if (index >= hakem_session_get_incident_count (session))
    {
      g_set_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_INVALID,
                   _ ("The case has no incident %u."), index + 1);
      return NULL;
    }
  const HakemIncident *inc = hakem_session_get_incident (session, index);
  const ChessGame *game = hakem_session_get_game (session);
  const HakemProcedure *procedure = hakem_procedure_of (inc->kind);
  g_autoptr (HakemIncidentData) data = hakem_incident_data_parse (inc->data);
  g_autofree char *event
      = procedure && procedure->scenario ? procedure->scenario (game, inc, data) : NULL;
  if (!event)
    {
      g_set_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_INVALID,
                   _ ("This kind of incident cannot be made into a scenario: only claims, "
                      "irregularities, flag falls, penalties and resignations can."));
      return NULL;
    }
  /* A draft with the incident's articles, replayed for the ruling it gets. */
  HakemScenarioRuling draft = { .verdict = -1, .articles = inc->articles };
  g_strlcpy (draft.score, "*", sizeof draft.score);
  g_autofree char *first = build_xml (session, inc, event, &draft, anonymous);
  g_autoptr (HakemScenario) sc = hakem_scenario_parse (first, strlen (first), error);
  if (!sc)
    return NULL;
  g_autoptr (HakemSession) replay = hakem_session_new ();
  g_auto (HakemScenarioRuling) ruled = { 0 };
  if (!hakem_scenario_setup (sc, replay, error)
      || !hakem_scenario_play_step (sc, 0, replay, &ruled, NULL, error))
    return NULL;
  return build_xml (session, inc, event, &ruled, anonymous);
}
