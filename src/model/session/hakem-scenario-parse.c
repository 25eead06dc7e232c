/* hakem-scenario-parse.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A training scenario read from XML: the same safe parse as the case file (hakem-xml.c), the
 * schema, then the document rebuilt in C.
 *
 * Scenarios are shared between trainers like case files, so the reader trusts nothing: the size
 * is checked before libxml2 sees a byte, a DOCTYPE stops the parser, entities and XInclude are
 * refused, and the document must follow hakem-scenario.xsd (the copy compiled in). Whether the
 * moves are legal is left to the replay (hakem-scenario-replay.c), which plays them.
 */
#include "config.h"

#include "hakem-scenario.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <libxml/parser.h>

#include "hakem-file-read.h"
#include "hakem-model-resources.h"
#include "hakem-text-safe.h"
#include "hakem-xml.h"

#define SCENARIO_NS "urn:hakem:scenario:1"
#define SCHEMA_PATH "/io/github/hakem/Hakem/model/hakem-scenario.xsd"
#define MAX_MIB 1
#define MAX_BYTES ((gsize) MAX_MIB * 1024 * 1024)

G_DEFINE_QUARK (hakem - scenario - error - quark, hakem_scenario_error)

const char *
hakem_scenario_text (const HakemScenarioText *text)
{
  /* The language the interface is shown in, as the catalogue says, so that a lesson never mixes
   * languages on the screen (LANGUAGE=tr without a locale to go with it leaves the interface in
   * English). */
  /* TRANSLATORS: the language of the scenario texts shown with this translation: "en" or "tr".
   * The Turkish translation says "tr". */
  const char *lang = C_ ("scenario language", "en");
  if (g_str_equal (lang, "tr"))
    return text->tr ? text->tr : text->en;
  return text->en ? text->en : text->tr;
}

static void
text_clear (HakemScenarioText *t)
{
  g_clear_pointer (&t->en, g_free);
  g_clear_pointer (&t->tr, g_free);
}

void
hakem_scenario_ruling_clear (HakemScenarioRuling *ruling)
{
  g_clear_pointer (&ruling->articles, g_free);
  memset (ruling, 0, sizeof *ruling);
  ruling->verdict = -1;
  g_strlcpy (ruling->score, "*", sizeof ruling->score);
}

static void
step_free (gpointer data)
{
  HakemScenarioStep *s = data;
  text_clear (&s->say);
  g_free (s->san);
  g_free (s->uci);
  g_free (s->occasion);
  g_free (s->board_fen);
  if (s->decision)
    {
      HakemScenarioDecision *d = s->decision;
      text_clear (&d->question);
      for (int i = 0; i < d->n_choices; i++)
        text_clear (&d->choices[i]);
      hakem_scenario_ruling_clear (&d->expected);
      text_clear (&d->summary);
      text_clear (&d->explanation);
      g_free (d);
    }
  g_free (s);
}

void
hakem_scenario_free (HakemScenario *scenario)
{
  if (!scenario)
    return;
  g_free (scenario->id);
  text_clear (&scenario->title);
  text_clear (&scenario->summary);
  g_free (scenario->fen);
  g_free (scenario->start_moves);
  g_free (scenario->pgn);
  g_free (scenario->time_control);
  g_free (scenario->profile);
  g_clear_pointer (&scenario->steps, g_ptr_array_unref);
  g_free (scenario);
}

/* The document. ----------------------------------------------------------------------------- */

static const HakemXmlKind scenario_kind = {
  .root = "scenario",
  .ns = SCENARIO_NS,
  .schema_path = SCHEMA_PATH,
  .who = "hakem-scenario",
  .max_bytes = MAX_BYTES,
  .max_units = MAX_MIB,
  .domain = hakem_scenario_error_quark,
  .too_large_code = HAKEM_SCENARIO_ERROR_TOO_LARGE,
  .malformed_code = HAKEM_SCENARIO_ERROR_MALFORMED,
  .forbidden_code = HAKEM_SCENARIO_ERROR_FORBIDDEN,
  .invalid_code = HAKEM_SCENARIO_ERROR_INVALID,
  .too_large = N_ ("The scenario is larger than 1 MiB, the most Hakem reads."),
  .empty = N_ ("The scenario file is empty."),
  .doctype_at = N_ ("Line %d: the scenario declares a document type (DOCTYPE), which may define "
                    "entities or load other files; a scenario may not have one."),
  .malformed = N_ ("Line %d, column %d: the scenario is not well-formed XML: %s."),
  .doctype = N_ ("The scenario declares a document type (DOCTYPE), which may define entities or "
                 "load other files; a scenario may not have one."),
  .entity = N_ ("Line %ld: the scenario uses an entity or includes other content; a scenario may "
                "not."),
  .xinclude = N_ ("Line %ld: the scenario asks to include another file (XInclude); a scenario "
                  "must be whole in one file."),
  .no_root = N_ ("The file holds no element: it is not a scenario."),
  .other_root = N_ ("Line %ld: the document is <%s>, not <scenario>: it is not a scenario."),
  .other_ns = N_ ("Line %ld: <scenario> must be in the namespace “%s”, not “%s”: it is not a "
                  "scenario of this version."),
  /* TRANSLATORS: the last %s says what is wrong (hakem-xml.c) */
  .not_schema = N_ ("Line %d: the scenario does not follow its schema: %s"),
  .not_schema_silent = N_ ("The scenario does not follow its schema."),
};

/* Values. The schema has checked the shape; what it cannot say is checked here. ------------- */

static gboolean
is_element (xmlNodePtr node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns
         && xmlStrEqual (node->ns->href, BAD_CAST SCENARIO_NS)
         && (!name || xmlStrEqual (node->name, BAD_CAST name));
}

static xmlNodePtr
child (xmlNodePtr parent, const char *name)
{
  for (xmlNodePtr n = parent->children; n; n = n->next)
    if (is_element (n, name))
      return n;
  return NULL;
}

static gboolean
attr_bool (xmlNodePtr node, const char *name, gboolean def)
{
  g_autofree char *v = hakem_xml_attr (node, name);
  if (!v)
    return def;
  g_strstrip (v);
  return strcmp (v, "true") == 0 || strcmp (v, "1") == 0;
}

static int
attr_int (xmlNodePtr node, const char *name, int def)
{
  g_autofree char *v = hakem_xml_attr (node, name);
  /* The schema bounds every number this reads. */
  return v ? (int) g_ascii_strtoll (g_strstrip (v), NULL, 10) : def;
}

static gboolean
attr_is (xmlNodePtr node, const char *name, const char *value)
{
  g_autofree char *v = hakem_xml_attr (node, name);
  return v && strcmp (v, value) == 0;
}

static ChessColor
attr_color (xmlNodePtr node, const char *name)
{
  return attr_is (node, name, "black") ? CHESS_BLACK : CHESS_WHITE;
}

/* A text as it is shown: the line breaks and indentation of the file are layout, not content. */
static char *
flowing_text_of (xmlNodePtr node)
{
  g_autofree char *raw = g_strstrip (hakem_xml_text (node));
  g_auto (GStrv) words = g_strsplit_set (raw, " \t\r\n", -1);
  GString *out = g_string_new (NULL);
  for (char **w = words; *w; w++)
    if (**w)
      g_string_append_printf (out, "%s%s", out->len ? " " : "", *w);
  return g_string_free (out, FALSE);
}

static void
read_text (xmlNodePtr node, HakemScenarioText *out)
{
  if (!node)
    return;
  xmlNodePtr en = child (node, "en"), tr = child (node, "tr");
  out->en = en ? flowing_text_of (en) : NULL;
  out->tr = tr ? flowing_text_of (tr) : NULL;
}

/* A reading in milliseconds, or -1 when the attribute is absent. */
static gint64
attr_reading (xmlNodePtr node, const char *name)
{
  g_autofree char *v = hakem_xml_attr (node, name);
  int seconds;
  if (!v || !hakem_duration_parse (v, 99 * 3600, &seconds))
    return -1;
  return (gint64) seconds * 1000;
}

static int
keyword (xmlNodePtr node, const char *name, const char *const *words)
{
  g_autofree char *v = hakem_xml_attr (node, name);
  for (int i = 0; v && words[i]; i++)
    if (strcmp (v, words[i]) == 0)
      return i;
  return 0;
}

/* "9.2.1.2" before "9.2.2" before "A.5.2": numbers compared as numbers. */
static int
article_compare (gconstpointer a, gconstpointer b)
{
  const char *x = *(const char *const *) a, *y = *(const char *const *) b;
  while (*x && *y)
    {
      if (g_ascii_isdigit (*x) && g_ascii_isdigit (*y))
        {
          char *ex, *ey;
          guint64 nx = g_ascii_strtoull (x, &ex, 10), ny = g_ascii_strtoull (y, &ey, 10);
          if (nx != ny)
            return nx < ny ? -1 : 1;
          x = ex;
          y = ey;
        }
      else if (*x != *y)
        return *x < *y ? -1 : 1;
      else
        x++, y++;
    }
  return *x ? 1 : (*y ? -1 : 0);
}

char *
hakem_scenario_articles_normalize (const char *articles)
{
  g_auto (GStrv) list = g_strsplit (articles ? articles : "", " ", -1);
  GPtrArray *sorted = g_ptr_array_new ();
  for (char **p = list; *p; p++)
    if (**p)
      g_ptr_array_add (sorted, *p);
  g_ptr_array_sort (sorted, article_compare);
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < sorted->len; i++)
    {
      const char *a = g_ptr_array_index (sorted, i);
      if (i > 0 && strcmp (a, g_ptr_array_index (sorted, i - 1)) == 0)
        continue;
      if (out->len)
        g_string_append_c (out, ' ');
      g_string_append (out, a);
    }
  g_ptr_array_unref (sorted);
  return g_string_free (out, FALSE);
}

static const char *const claim_words[] = { "threefold", "fifty", NULL };
static const char *const irregularity_words[]
    = { "illegal-move", "no-promotion", "clock-only", "two-hands", NULL };
static const char *const penalty_words[]
    = { "warning", "opponent-time", "offender-time", "opponent-points", "offender-points", "loss",
        NULL };

static gboolean
read_ruling (xmlNodePtr node, HakemScenarioDecision *d, GError **error)
{
  HakemScenarioRuling *r = &d->expected;
  g_autofree char *score = hakem_xml_attr (node, "score");
  g_strlcpy (r->score, score, sizeof r->score);
  r->verdict = -1;
  if (attr_is (node, "verdict", "correct"))
    r->verdict = CHESS_VERDICT_CORRECT;
  else if (attr_is (node, "verdict", "incorrect"))
    r->verdict = CHESS_VERDICT_INCORRECT;
  GString *articles = g_string_new (NULL);
  for (xmlNodePtr n = node->children; n; n = n->next)
    if (is_element (n, "article"))
      {
        g_autofree char *a = g_strstrip (hakem_xml_text (n));
        g_string_append_printf (articles, "%s ", a);
      }
    else if (is_element (n, "adjust"))
      r->adjust[attr_color (n, "player")] += attr_int (n, "seconds", 0);
  r->articles = hakem_scenario_articles_normalize (articles->str);
  g_string_free (articles, TRUE);
  read_text (child (node, "summary"), &d->summary);
  read_text (child (node, "explanation"), &d->explanation);
  return TRUE;
}

static gboolean
read_event (xmlNodePtr n, HakemScenarioStep *s, GError **error)
{
  s->line = xmlGetLineNo (n);
  s->ms[0] = s->ms[1] = -1;
  s->ply = -1;
  s->score = -1;
  s->moves_made = -1;
  read_text (child (n, "say"), &s->say);
  if (is_element (n, "moves"))
    {
      s->kind = HAKEM_STEP_MOVES;
      s->san = hakem_xml_attr (n, "san");
    }
  else if (is_element (n, "press"))
    s->kind = HAKEM_STEP_PRESS;
  else if (is_element (n, "clock"))
    {
      s->kind = HAKEM_STEP_CLOCK;
      s->ms[0] = attr_reading (n, "white");
      s->ms[1] = attr_reading (n, "black");
    }
  else if (is_element (n, "claim"))
    {
      s->kind = HAKEM_STEP_CLAIM;
      s->kind_detail = keyword (n, "kind", claim_words);
      s->san = hakem_xml_attr (n, "written");
    }
  else if (is_element (n, "irregularity"))
    {
      s->kind = HAKEM_STEP_IRREGULARITY;
      s->kind_detail = keyword (n, "kind", irregularity_words);
      s->uci = hakem_xml_attr (n, "move");
      s->ply = attr_int (n, "ply", -1);
      s->opponent_moved = attr_bool (n, "opponent-moved", FALSE);
      s->illegal_position = attr_bool (n, "illegal-position", FALSE);
      s->put_right = attr_bool (n, "put-right", FALSE);
    }
  else if (is_element (n, "flag"))
    {
      s->kind = HAKEM_STEP_FLAG;
      s->color = attr_color (n, "player");
      s->notice = attr_is (n, "notice", "claim") ? CHESS_FLAG_CLAIMED : CHESS_FLAG_SEEN_BY_ARBITER;
      s->moves_known = attr_bool (n, "moves-known", TRUE);
    }
  else if (is_element (n, "penalty"))
    {
      s->kind = HAKEM_STEP_PENALTY;
      s->kind_detail = keyword (n, "kind", penalty_words);
      s->color = attr_color (n, "offender");
      s->occasion = hakem_xml_attr (n, "occasion");
      s->seconds = attr_int (n, "seconds", 0);
      s->score = attr_int (n, "score", -1);
    }
  else if (is_element (n, "reconstruction"))
    {
      s->kind = HAKEM_STEP_RECONSTRUCTION;
      s->san = hakem_xml_attr (n, "san");
      s->board_fen = hakem_xml_attr (n, "board");
      s->ms[0] = attr_reading (n, "white");
      s->ms[1] = attr_reading (n, "black");
      s->moves_made = attr_int (n, "moves-made", -1);
      s->adopt = attr_bool (n, "adopt", TRUE);
    }
  else if (is_element (n, "resignation"))
    {
      s->kind = HAKEM_STEP_RESIGNATION;
      s->color = attr_color (n, "player");
    }
  else
    return FALSE;
  return TRUE;
}

static gboolean
read_decision (xmlNodePtr node, HakemScenarioStep *s, GError **error)
{
  HakemScenarioDecision *d = s->decision = g_new0 (HakemScenarioDecision, 1);
  d->correct = -1;
  gboolean have_event = FALSE;
  for (xmlNodePtr n = node->children; n; n = n->next)
    {
      if (!is_element (n, NULL))
        continue;
      if (is_element (n, "question"))
        read_text (n, &d->question);
      else if (is_element (n, "choice"))
        {
          if (attr_bool (n, "correct", FALSE))
            {
              if (d->correct >= 0)
                {
                  g_set_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_INVALID,
                               _ ("Line %ld: a question has more than one right choice."),
                               xmlGetLineNo (n));
                  return FALSE;
                }
              d->correct = d->n_choices;
            }
          read_text (n, &d->choices[d->n_choices++]);
        }
      else if (is_element (n, "ruling"))
        {
          if (!read_ruling (n, d, error))
            return FALSE;
        }
      else
        have_event = read_event (n, s, error);
    }
  if (d->correct < 0)
    {
      g_set_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_INVALID,
                   _ ("Line %ld: a question has no right choice (correct=\"true\")."),
                   xmlGetLineNo (node));
      return FALSE;
    }
  g_assert (have_event); /* the schema requires one */
  return TRUE;
}

static HakemScenario *
build (xmlNodePtr root, GError **error)
{
  g_autoptr (HakemScenario) sc = g_new0 (HakemScenario, 1);
  sc->steps = g_ptr_array_new_with_free_func (step_free);
  sc->id = hakem_xml_attr (root, "id");
  read_text (child (root, "title"), &sc->title);
  long line = xmlGetLineNo (root);
  if (!hakem_text_check_line (sc->id, "id", line, HAKEM_SCENARIO_ERROR,
                              HAKEM_SCENARIO_ERROR_INVALID, error)
      || !hakem_text_check_line (sc->title.en, "<title>", line, HAKEM_SCENARIO_ERROR,
                                 HAKEM_SCENARIO_ERROR_INVALID, error)
      || !hakem_text_check_line (sc->title.tr, "<title>", line, HAKEM_SCENARIO_ERROR,
                                 HAKEM_SCENARIO_ERROR_INVALID, error))
    return NULL;
  read_text (child (root, "summary"), &sc->summary);

  xmlNodePtr setup = child (root, "setup");
  xmlNodePtr start = child (setup, "start");
  if (start)
    {
      sc->fen = hakem_xml_attr (start, "fen");
      sc->start_moves = g_strstrip (hakem_xml_text (start));
    }
  else
    sc->pgn = g_strstrip (hakem_xml_text (child (setup, "pgn")));
  sc->time_control = g_strstrip (hakem_xml_text (child (setup, "time-control")));
  xmlNodePtr regs = child (setup, "regulations");
  sc->profile = hakem_xml_attr (regs, "profile");
  g_autofree char *sup = hakem_xml_attr (regs, "supervision");
  sc->supervision
      = !sup ? -1
             : (strcmp (sup, "full") == 0 ? CHESS_SUPERVISION_FULL : CHESS_SUPERVISION_PARTIAL);
  xmlNodePtr clock = child (setup, "clock");
  sc->clock_ms[0] = clock ? attr_reading (clock, "white") : -1;
  sc->clock_ms[1] = clock ? attr_reading (clock, "black") : -1;

  for (xmlNodePtr n = child (root, "script")->children; n; n = n->next)
    {
      if (!is_element (n, NULL))
        continue;
      HakemScenarioStep *s = g_new0 (HakemScenarioStep, 1);
      g_ptr_array_add (sc->steps, s);
      gboolean ok
          = is_element (n, "decision") ? read_decision (n, s, error) : read_event (n, s, error);
      if (!ok)
        return NULL;
    }
  return g_steal_pointer (&sc);
}

HakemScenario *
hakem_scenario_parse (const char *data, gsize length, GError **error)
{
  xmlDocPtr doc = hakem_xml_read_checked (data, length, &scenario_kind, error);
  if (!doc)
    return NULL;
  HakemScenario *sc = build (xmlDocGetRootElement (doc), error);
  xmlFreeDoc (doc);
  if (!sc)
    return NULL;
  /* The moves and the start are checked by setting the scenario up and playing its steps on a
   * session of our own: a scenario that cannot be played is refused here, not in front of a
   * class. Rulings are compared by hakem_scenario_replay, not here. */
  g_autoptr (HakemSession) session = hakem_session_new ();
  if (!hakem_scenario_setup (sc, session, error))
    goto fail;
  for (guint i = 0; i < sc->steps->len; i++)
    if (!hakem_scenario_play_step (sc, i, session, NULL, NULL, error))
      goto fail;
  return sc;
fail:
  hakem_scenario_free (sc);
  return NULL;
}

HakemScenario *
hakem_scenario_load (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr (GError) local = NULL;
  /* The size first, so that a huge file is never read into memory; no pipe or device. */
  if (!hakem_file_read_bounded (path, 0, MAX_BYTES, &data, &length, &local))
    {
      if (g_error_matches (local, HAKEM_FILE_READ_ERROR, HAKEM_FILE_READ_ERROR_TOO_LARGE))
        g_set_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_TOO_LARGE,
                     _ ("The scenario is larger than 1 MiB, the most Hakem reads."));
      else
        g_set_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_IO,
                     _ ("The scenario cannot be read: %s"), local->message);
      return NULL;
    }
  return hakem_scenario_parse (data, length, error);
}

/* Shipped scenarios. ----------------------------------------------------------------------- */

#define BUILTIN_DIR "/io/github/hakem/Hakem/model/scenarios/"

static int
path_compare (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

char **
hakem_scenario_builtin_paths (void)
{
  char **names = g_resource_enumerate_children (hakem_model_get_resource (), BUILTIN_DIR,
                                                G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  GPtrArray *paths = g_ptr_array_new ();
  for (char **n = names; n && *n; n++)
    if (g_str_has_suffix (*n, ".xml"))
      g_ptr_array_add (paths, g_strconcat (BUILTIN_DIR, *n, NULL));
  g_strfreev (names);
  g_ptr_array_sort (paths, path_compare);
  g_ptr_array_add (paths, NULL);
  return (char **) g_ptr_array_free (paths, FALSE);
}

HakemScenario *
hakem_scenario_load_builtin (const char *resource_path, GError **error)
{
  g_autoptr (GBytes) bytes = g_resource_lookup_data (hakem_model_get_resource (), resource_path,
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (!bytes)
    return NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  return hakem_scenario_parse (data, size, error);
}
