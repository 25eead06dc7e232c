/* test-scenario.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Training scenarios: each shipped one is compiled in, replays, and is ruled by the session as it
 * expects (the expectations come from the Laws, written by hand in each file); documents that
 * break the schema and hostile documents are refused with translated errors.
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "hakem-scenario.h"

static gboolean turkish;

/* Every file in assets/scenarios/ is shipped in the resource, and the other way round. */
static void
test_shipped_list (void)
{
  g_auto (GStrv) paths = hakem_scenario_builtin_paths ();
  g_autoptr (GDir) dir = g_dir_open (SCENARIO_DIR, 0, NULL);
  g_assert_nonnull (dir);
  guint files = 0;
  for (const char *name; (name = g_dir_read_name (dir));)
    {
      if (!g_str_has_suffix (name, ".xml"))
        continue;
      files++;
      gboolean found = FALSE;
      for (char **p = paths; *p; p++)
        found |= g_str_has_suffix (*p, name);
      if (!found)
        g_error ("%s is not in the resource", name);
    }
  g_assert_cmpuint (files, ==, g_strv_length (paths));
  /* The issue asks for at least 24. */
  g_assert_cmpuint (files, >=, 24);
}

static void
run_shipped (gconstpointer data)
{
  const char *path = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemScenario) sc = hakem_scenario_load_builtin (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sc);
  /* The file's name is its id. */
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *id = g_strconcat (sc->id, ".xml", NULL);
  g_assert_cmpstr (base, ==, id);
  g_assert_nonnull (sc->title.en);
  g_assert_nonnull (sc->title.tr);
  guint decisions = 0;
  for (guint i = 0; i < sc->steps->len; i++)
    {
      HakemScenarioStep *s = g_ptr_array_index (sc->steps, i);
      if (s->decision)
        {
          decisions++;
          g_assert_cmpint (s->decision->correct, >=, 0);
          g_assert_nonnull (s->decision->explanation.tr);
          /* Presentation mode numbers the choices "1. ", "2. ": a choice that began with a
           * number itself ("2. Bf4 ...") would read as "2. 2. Bf4". */
          for (int c = 0; c < s->decision->n_choices; c++)
            {
              const HakemScenarioText *t = &s->decision->choices[c];
              if (g_ascii_isdigit (t->en[0]) || g_ascii_isdigit (t->tr[0]))
                g_error ("%s: choice %d begins with a number", path, c + 1);
            }
        }
    }
  g_assert_cmpuint (decisions, >=, 1);
  g_autoptr (HakemSession) session = hakem_session_new ();
  if (!hakem_scenario_replay (sc, session, &error))
    g_error ("%s: %s", path, error->message);
}

/* The texts follow the interface's language: Turkish where the Turkish catalogue is in use. */
static void
test_text_language (void)
{
  HakemScenarioText both = { (char *) "Resignation", (char *) "Terk" };
  g_assert_cmpstr (hakem_scenario_text (&both), ==, turkish ? "Terk" : "Resignation");
  HakemScenarioText only_en = { (char *) "Resignation", NULL };
  g_assert_cmpstr (hakem_scenario_text (&only_en), ==, "Resignation");
}

/* The squares a shipped scenario's ruling rests on, shown on the board in presentation mode. */
static ChessBitboard
decision_evidence (const char *id)
{
  g_autofree char *path = g_strdup_printf ("/io/github/hakem/Hakem/model/scenarios/%s.xml", id);
  g_autoptr (HakemScenario) sc = hakem_scenario_load_builtin (path, NULL);
  g_assert_nonnull (sc);
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_assert_true (hakem_scenario_setup (sc, session, NULL));
  ChessBitboard evidence = 0;
  for (guint i = 0; i < sc->steps->len; i++)
    {
      ChessBitboard squares = 0;
      g_assert_true (hakem_scenario_play_step (sc, i, session, NULL, &squares, NULL));
      if (((const HakemScenarioStep *) g_ptr_array_index (sc->steps, i))->decision)
        evidence = squares;
    }
  return evidence;
}

#define SQ(file, rank) CHESS_BB (CHESS_SQUARE ((file) - 'a', (rank) -1))

static void
test_evidence (void)
{
  /* 9.6.1 after 8...Ng8: the knights that went out and came back. */
  g_assert_cmphex (decision_evidence ("fivefold-repetition"), ==,
                   SQ ('g', 1) | SQ ('f', 3) | SQ ('g', 8) | SQ ('f', 6));
  /* 5.2.2 after 60...Bxd2+: the men with which no one can mate, two kings and a bishop. */
  g_assert_cmphex (decision_evidence ("dead-position"), ==,
                   SQ ('e', 6) | SQ ('d', 2) | SQ ('e', 1));
  /* 7.5.1: the king's illegal move e8-f7. */
  g_assert_cmphex (decision_evidence ("illegal-move-standard"), ==, SQ ('e', 8) | SQ ('f', 7));
}

/* Schema and hostile documents. ------------------------------------------------------------ */

#define HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
#define OPEN "<scenario xmlns=\"urn:hakem:scenario:1\" id=\"t\">"
#define TEXT(x) "<" x "><en>a</en><tr>b</tr></" x ">"
#define SETUP                                                                                      \
  "<setup><start/><time-control>5400+30</time-control>"                                            \
  "<regulations profile=\"fide-2023-standard\"/></setup>"
#define DECISION                                                                                   \
  "<decision>" TEXT (                                                                              \
      "question") "<choice correct=\"true\"><en>a</en><tr>b</tr></choice>"                         \
                  "<choice><en>a</en><tr>b</tr></choice><resignation player=\"white\"/>"           \
                  "<ruling score=\"0-1\"><article>5.1.2</article>" TEXT ("summary")                \
                      TEXT ("explanation") "</ruling></decision>"
#define VALID                                                                                      \
  HEAD OPEN TEXT ("title") TEXT ("summary") SETUP "<script>" DECISION "</script></scenario>"

static GError *
parse (const char *text)
{
  GError *error = NULL;
  HakemScenario *sc = hakem_scenario_parse (text, strlen (text), &error);
  g_assert_true ((sc == NULL) == (error != NULL));
  hakem_scenario_free (sc);
  return error;
}

static void
expect_refused (const char *text, int code, const char *english, const char *turkish_text)
{
  g_autoptr (GError) error = parse (text);
  g_assert_nonnull (error);
  g_assert_error (error, HAKEM_SCENARIO_ERROR, code);
  const char *want = turkish ? turkish_text : english;
  if (!strstr (error->message, want))
    g_error ("“%s” does not say “%s”", error->message, want);
}

static void
test_valid_minimal (void)
{
  g_autoptr (GError) error = parse (VALID);
  g_assert_no_error (error);
  /* A resignation at the start: the scenario replays with the ruling it gives. */
  g_autoptr (HakemScenario) sc = hakem_scenario_parse (VALID, strlen (VALID), NULL);
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_assert_true (hakem_scenario_replay (sc, session, &error));
}

static void
test_schema (void)
{
  /* The Turkish text missing. */
  expect_refused (HEAD OPEN "<title><en>a</en></title>" TEXT ("summary") SETUP
                  "<script>" DECISION "</script></scenario>",
                  HAKEM_SCENARIO_ERROR_INVALID, "does not follow its schema", "şemasına uymuyor");
  /* No setup. */
  expect_refused (HEAD OPEN TEXT ("title") TEXT ("summary") "<script>" DECISION
                                                            "</script></scenario>",
                  HAKEM_SCENARIO_ERROR_INVALID, "does not follow its schema", "şemasına uymuyor");
  /* An unknown regulations profile. */
  expect_refused (HEAD OPEN TEXT ("title")
                      TEXT ("summary") "<setup><start/><time-control>5400+30</time-control>"
                                       "<regulations profile=\"my-club\"/></setup><script>" DECISION
                                       "</script></scenario>",
                  HAKEM_SCENARIO_ERROR_INVALID, "does not follow its schema", "şemasına uymuyor");
  /* A ruling without an article. */
  expect_refused (
      HEAD OPEN TEXT ("title") TEXT ("summary") SETUP "<script><decision>" TEXT (
          "question") "<choice correct=\"true\"><en>a</en><tr>b</tr></choice>"
                      "<choice><en>a</en><tr>b</tr></choice><resignation player=\"white\"/>"
                      "<ruling score=\"0-1\">" TEXT ("summary")
                          TEXT ("explanation") "</ruling></decision></script></scenario>",
      HAKEM_SCENARIO_ERROR_INVALID, "does not follow its schema", "şemasına uymuyor");
  /* Another namespace. */
  expect_refused (HEAD "<scenario xmlns=\"urn:other\" id=\"t\"/>", HAKEM_SCENARIO_ERROR_INVALID,
                  "is not a scenario", "senaryo değil");
  /* No right choice. */
  expect_refused (
      HEAD OPEN TEXT ("title") TEXT ("summary") SETUP "<script><decision>" TEXT (
          "question") "<choice><en>a</en><tr>b</tr></choice>"
                      "<choice><en>a</en><tr>b</tr></choice><resignation player=\"white\"/>"
                      "<ruling score=\"0-1\"><article>5.1.2</article>" TEXT ("summary")
                          TEXT ("explanation") "</ruling></decision></script></scenario>",
      HAKEM_SCENARIO_ERROR_INVALID, "no right choice", "doğru seçeneği yok");
  /* An illegal move. */
  expect_refused (HEAD OPEN TEXT ("title") TEXT ("summary") SETUP
                  "<script><moves san=\"1. e5\"/>" DECISION "</script></scenario>",
                  HAKEM_SCENARIO_ERROR_REPLAY, "is not legal here", "geçerli değil");
  /* The clock pressed first, before anyone started it (issue 26.7: "the game is over"): a press
   * ends a move on a running clock (6.2.1), and nothing has started White's (6.6). */
  expect_refused (HEAD OPEN TEXT ("title") TEXT ("summary") SETUP "<script><press/>" DECISION
                                                                  "</script></scenario>",
                  HAKEM_SCENARIO_ERROR_REPLAY, "has not been started", "başlatılmadı");
  /* A title with a control character (U+0085, NEXT LINE) (issue 26.6). */
  expect_refused (HEAD OPEN "<title><en>a&#133;b</en><tr>b</tr></title>" TEXT ("summary") SETUP
                  "<script>" DECISION "</script></scenario>",
                  HAKEM_SCENARIO_ERROR_INVALID, "control character", "denetim karakteri");
}

static void
test_expected_differs (void)
{
  /* White resigns at the start: Black wins (5.1.2). A file that says otherwise is refused by
   * the replay. */
  const char *text = HEAD OPEN TEXT ("title") TEXT ("summary") SETUP "<script><decision>" TEXT (
      "question") "<choice correct=\"true\"><en>a</en><tr>b</tr></choice>"
                  "<choice><en>a</en><tr>b</tr></choice><resignation player=\"white\"/>"
                  "<ruling score=\"1/2-1/2\"><article>5.1.2</article>" TEXT ("summary")
                      TEXT ("explanation") "</ruling></decision></script></scenario>";
  g_autoptr (HakemScenario) sc = hakem_scenario_parse (text, strlen (text), NULL);
  g_assert_nonnull (sc);
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_scenario_replay (sc, session, &error));
  g_assert_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_REPLAY);
}

static void
test_hostile (void)
{
  expect_refused (HEAD "<!DOCTYPE scenario [<!ENTITY x \"boom\">]>" OPEN "&x;</scenario>",
                  HAKEM_SCENARIO_ERROR_FORBIDDEN, "DOCTYPE", "DOCTYPE");
  expect_refused (HEAD "<!DOCTYPE scenario SYSTEM \"file:///etc/passwd\">" OPEN "</scenario>",
                  HAKEM_SCENARIO_ERROR_FORBIDDEN, "DOCTYPE", "DOCTYPE");
  expect_refused (HEAD OPEN "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" "
                            "href=\"/etc/passwd\"/></scenario>",
                  HAKEM_SCENARIO_ERROR_FORBIDDEN, "XInclude", "XInclude");
  expect_refused (HEAD OPEN TEXT ("title"), HAKEM_SCENARIO_ERROR_MALFORMED, "not well-formed",
                  "iyi biçimlendirilmiş");
  expect_refused ("", HAKEM_SCENARIO_ERROR_MALFORMED, "empty", "boş");

  /* Huge: refused on its size before it is parsed. */
  gsize size = 2 * 1024 * 1024;
  g_autofree char *huge = g_malloc (size + 1);
  memset (huge, ' ', size);
  memcpy (huge, HEAD OPEN, strlen (HEAD OPEN));
  huge[size] = '\0';
  expect_refused (huge, HAKEM_SCENARIO_ERROR_TOO_LARGE, "1 MiB", "1 MiB");

  /* Deep: libxml2's own depth limit (no XML_PARSE_HUGE) stops it as malformed. */
  GString *deep = g_string_new (HEAD OPEN);
  for (int i = 0; i < 5000; i++)
    g_string_append (deep, "<say>");
  for (int i = 0; i < 5000; i++)
    g_string_append (deep, "</say>");
  g_string_append (deep, "</scenario>");
  expect_refused (deep->str, HAKEM_SCENARIO_ERROR_MALFORMED, "not well-formed",
                  "iyi biçimlendirilmiş");
  g_string_free (deep, TRUE);

  /* Missing fields: a script without steps, a move without its moves. */
  expect_refused (HEAD OPEN TEXT ("title") TEXT ("summary") SETUP "<script/></scenario>",
                  HAKEM_SCENARIO_ERROR_INVALID, "does not follow its schema", "şemasına uymuyor");
  expect_refused (HEAD OPEN TEXT ("title") TEXT ("summary") SETUP "<script><moves/>" DECISION
                                                                  "</script></scenario>",
                  HAKEM_SCENARIO_ERROR_INVALID, "does not follow its schema", "şemasına uymuyor");
}

/* Errors name the line a person must look at: the document's own lines, counted by hand. */
static void
expect_line (const char *text, int code, int line)
{
  g_autoptr (GError) error = parse (text);
  g_assert_error (error, HAKEM_SCENARIO_ERROR, code);
  g_autofree char *want = g_strdup_printf ("%s %d", turkish ? "Satır" : "Line", line);
  if (!g_str_has_prefix (error->message, want))
    g_error ("“%s” does not begin with “%s”", error->message, want);
}

static void
test_error_lines (void)
{
  /* A DOCTYPE on line 3. */
  expect_line (HEAD "\n<!DOCTYPE scenario [<!ENTITY x \"boom\">]>\n" OPEN "&x;</scenario>",
               HAKEM_SCENARIO_ERROR_FORBIDDEN, 3);
  /* XInclude on line 5 (the head is line 1, the root line 2). */
  expect_line (HEAD OPEN "\n\n\n<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" "
                         "href=\"/etc/passwd\"/></scenario>",
               HAKEM_SCENARIO_ERROR_FORBIDDEN, 5);
  /* Not well-formed on line 6: the closing tag does not match. */
  expect_line (HEAD OPEN "\n" TEXT ("title") "\n\n\n</summary></scenario>",
               HAKEM_SCENARIO_ERROR_MALFORMED, 6);
  /* Against the schema on line 4: an unknown regulations profile. */
  expect_line (HEAD OPEN TEXT ("title")
                   TEXT ("summary") "\n"
                                    "<setup><start/><time-control>5400+30</time-control>\n"
                                    "<regulations profile=\"my-club\"/></setup><script>" DECISION
                                    "</script></scenario>",
               HAKEM_SCENARIO_ERROR_INVALID, 4);
}

/* A session set to a scenario's start (the scenario is valid). */
static HakemSession *
session_after_setup (const char *text)
{
  g_autoptr (HakemScenario) sc = hakem_scenario_parse (text, strlen (text), NULL);
  g_assert_nonnull (sc);
  HakemSession *session = hakem_session_new ();
  g_assert_true (hakem_scenario_setup (sc, session, NULL));
  return session;
}

/* Moves before the script count on the clock as completed moves: after 1. e4 e5 2. Nf3 White has
 * completed two, Black one, and Black is to move; from a FEN at move 80, White to move, 79 each
 * and then one more for White after 80. Ra2. */
static void
test_start_moves_on_clock (void)
{
  g_autoptr (HakemSession) session = session_after_setup (HEAD OPEN TEXT ("title") TEXT (
      "summary") "<setup><start>1. e4 e5 2. Nf3</start><time-control>40/5400+30:1800+30</time-control>"
                 "<regulations profile=\"fide-2023-standard\"/></setup><script>" DECISION
                 "</script></scenario>");
  const ChessClock *clock = hakem_session_get_clock (session);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, 2);
  g_assert_cmpint (clock->moves[CHESS_BLACK], ==, 1);
  g_assert_cmpint (clock->to_move, ==, CHESS_BLACK);

  g_autoptr (HakemSession) from_fen = session_after_setup (HEAD OPEN TEXT ("title") TEXT (
      "summary") "<setup><start fen=\"8/8/4k3/8/8/3K4/8/R7 w - - 92 80\">80. Ra2</start>"
                 "<time-control>40/5400+30:1800+30</time-control>"
                 "<regulations profile=\"fide-2023-standard\"/></setup><script>" DECISION
                 "</script></scenario>");
  clock = hakem_session_get_clock (from_fen);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, 80);
  g_assert_cmpint (clock->moves[CHESS_BLACK], ==, 79);
}

/* Moves the script tells on a clock nobody started count as the start's do: after 1. e4 e5 2. Nf3
 * as a step White has completed two moves, Black one, and Black is to move. */
static void
test_script_moves_on_clock (void)
{
  static const char text[] = HEAD OPEN TEXT ("title")
      TEXT ("summary") "<setup><start/><time-control>40/5400+30:1800+30</time-control>"
                       "<regulations profile=\"fide-2023-standard\"/></setup><script>"
                       "<moves san=\"1. e4 e5 2. Nf3\"/>" DECISION "</script></scenario>";
  g_autoptr (HakemScenario) sc = hakem_scenario_parse (text, strlen (text), NULL);
  g_assert_nonnull (sc);
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_assert_true (hakem_scenario_setup (sc, session, NULL));
  g_assert_true (hakem_scenario_play_step (sc, 0, session, NULL, NULL, NULL));
  const ChessClock *clock = hakem_session_get_clock (session);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, 2);
  g_assert_cmpint (clock->moves[CHESS_BLACK], ==, 1);
  g_assert_cmpint (clock->to_move, ==, CHESS_BLACK);
}

/* The start as a game in PGN: tags, a comment, a NAG and the result are read as in a PGN file.
 * The positions are worked out by hand. */
#define PGN_SCENARIO(pgn)                                                                                    \
  HEAD OPEN TEXT ("title") TEXT (                                                                            \
      "summary") "<setup><pgn>" pgn "</pgn>"                                                                 \
                 "<time-control>5400+30</time-control><regulations profile=\"fide-2023-standard\"/></setup>" \
                 "<script>" DECISION "</script></scenario>"

static char *
fen_after_setup (const char *text, GError **error)
{
  g_autoptr (HakemScenario) sc = hakem_scenario_parse (text, strlen (text), error);
  if (!sc)
    return NULL;
  g_autoptr (HakemSession) session = hakem_session_new ();
  if (!hakem_scenario_setup (sc, session, error))
    return NULL;
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (&hakem_session_get_game (session)->current, CHESS_FEN_STYLE_XFEN, fen,
                         sizeof fen);
  return g_strdup (fen);
}

static void
test_pgn_start (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *fen = fen_after_setup (
      PGN_SCENARIO ("[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                    "1. e4 {the king's pawn} e5 2. Nf3 $1 Nc6 *"),
      &error);
  g_assert_no_error (error);
  g_assert_cmpstr (fen, ==, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");

  /* A position given by the FEN tag, and a move from it. */
  g_autofree char *from_fen = fen_after_setup (
      PGN_SCENARIO ("[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/8/3QK3/8 w - - 0 50\"]\n\n50. Qd4 *"),
      &error);
  g_assert_no_error (error);
  g_assert_cmpstr (from_fen, ==, "8/8/4k3/8/3Q4/8/4K3/8 b - - 1 50");

  /* A move the position does not allow: refused, saying it is the PGN. */
  g_autofree char *bad = fen_after_setup (PGN_SCENARIO ("1. e4 e5 2. Ke3 *"), &error);
  g_assert_null (bad);
  g_assert_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_REPLAY);
  g_assert_nonnull (strstr (error->message, "PGN:1:"));
  g_clear_error (&error);

  /* Both a start and a PGN: the schema allows one. */
  expect_refused (
      HEAD OPEN TEXT ("title") TEXT (
          "summary") "<setup><start/><pgn>1. e4 *</pgn>"
                     "<time-control>5400+30</time-control><regulations profile=\"fide-2023-standard\"/>"
                     "</setup><script>" DECISION "</script></scenario>",
      HAKEM_SCENARIO_ERROR_INVALID, "does not follow its schema", "şemasına uymuyor");
}

/* Save as scenario: a claim made at the board becomes a lesson that replays, without names. */
static void
play_san (HakemSession *session, const char *const *moves)
{
  for (; *moves; moves++)
    {
      ChessSanReading r;
      g_assert_cmpint (chess_san_read (&hakem_session_get_game (session)->current, *moves,
                                       CHESS_SAN_ENGLISH, 0, &r),
                       ==, CHESS_SAN_OK);
      g_assert_true (hakem_session_play (session, r.move));
    }
}

static void
test_from_incident (void)
{
  g_autoptr (HakemSession) session = hakem_session_new ();
  hakem_session_new_game (session, NULL, NULL);
  hakem_session_set_tag (session, "White", "Carlsen");
  hakem_session_set_tag (session, "Black", "Nepomniachtchi");
  static const char *const moves[] = { "Nf3", "Nf6", "Ng1", "Ng8", NULL };
  play_san (session, moves);
  /* White writes Nf3 and claims: only the second time (9.2.1.1), so 9.5.3. */
  ChessSanReading r;
  chess_san_read (&hakem_session_get_game (session)->current, "Nf3", CHESS_SAN_ENGLISH, 0, &r);
  ChessRuling ruling;
  g_assert_true (hakem_session_rule_claim (session, CHESS_CLAIM_THREEFOLD, r.move, &ruling, NULL));
  hakem_session_apply_claim (session, &ruling, r.move);
  hakem_session_set_incident_note (session, 0, "Carlsen insisted.");

  g_autoptr (GError) error = NULL;
  g_autofree char *xml = hakem_scenario_from_incident (session, 0, TRUE, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (xml, "Carlsen"));
  g_assert_null (strstr (xml, "Nepomniachtchi"));
  g_assert_nonnull (strstr (xml, "White insisted."));
  g_assert_nonnull (strstr (xml, "written=\"Nf3\""));
  /* The Laws' ruling, not read back from the file: incorrect, two minutes to Black. */
  g_assert_nonnull (strstr (xml, "verdict=\"incorrect\""));
  g_assert_nonnull (strstr (xml, "<adjust player=\"black\" seconds=\"120\"/>"));
  g_assert_nonnull (strstr (xml, "<article>9.5.3</article>"));
  g_autoptr (HakemScenario) sc = hakem_scenario_parse (xml, strlen (xml), &error);
  g_assert_no_error (error);
  g_autoptr (HakemSession) replay = hakem_session_new ();
  g_assert_true (hakem_scenario_replay (sc, replay, &error));

  /* Names kept unless asked. */
  g_autofree char *named = hakem_scenario_from_incident (session, 0, FALSE, NULL);
  g_assert_nonnull (strstr (named, "Carlsen"));
  /* No such incident. */
  g_assert_null (hakem_scenario_from_incident (session, 5, FALSE, NULL));
}

static void
test_load_missing (void)
{
  g_autoptr (GError) error = NULL;
  g_assert_null (hakem_scenario_load ("/nonexistent/x.xml", &error));
  g_assert_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_IO);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("HAKEM_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  turkish = g_strcmp0 (g_getenv ("LANGUAGE"), "tr") == 0;
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scenario/shipped/list", test_shipped_list);
  char **paths = hakem_scenario_builtin_paths ();
  /* The rulings do not depend on the language (each file's Turkish texts are checked in either
   * run): the Turkish run checks the messages only, and saves the replays' time. */
  for (char **p = paths; !turkish && *p; p++)
    {
      g_autofree char *base = g_path_get_basename (*p);
      g_autofree char *name = g_strconcat ("/scenario/shipped/", base, NULL);
      g_test_add_data_func (name, *p, run_shipped);
    }
  if (!turkish)
    g_test_add_func ("/scenario/evidence", test_evidence);
  g_test_add_func ("/scenario/text-language", test_text_language);
  g_test_add_func ("/scenario/schema/valid", test_valid_minimal);
  g_test_add_func ("/scenario/schema/pgn-start", test_pgn_start);
  g_test_add_func ("/scenario/start-moves-on-clock", test_start_moves_on_clock);
  g_test_add_func ("/scenario/script-moves-on-clock", test_script_moves_on_clock);
  g_test_add_func ("/scenario/schema/invalid", test_schema);
  g_test_add_func ("/scenario/schema/expected-differs", test_expected_differs);
  g_test_add_func ("/scenario/hostile/documents", test_hostile);
  g_test_add_func ("/scenario/hostile/missing-file", test_load_missing);
  g_test_add_func ("/scenario/hostile/error-lines", test_error_lines);
  g_test_add_func ("/scenario/from-incident", test_from_incident);
  int status = g_test_run ();
  g_strfreev (paths);
  return status;
}
