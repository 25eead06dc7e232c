/* test-regulations.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Regulations as data: the shipped profiles carry the Laws' values, documents round-trip, and
 * damaged or hostile files give their error code and line, never a crash or a file read.
 */
#include <string.h>

#include <gio/gio.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>

#include "hakem-regulations.h"

/* The shipped profiles. Expected values are the Laws' (2023 numbering), not the files':
 *   penalties: 7.5.5 and 9.5.3 say two minutes; A.3 makes it one in rapid, and blitz takes A.3
 *     through B.3;
 *   supervision: standard play is always supervised in full; A.6 and B.4 leave A.4/A.5 and
 *     B.2/B.3 to the regulations, and the profiles document A.5 and B.3, the usual open event;
 *   6.7.1: no default time given, so it is zero; 9.1.1: the Laws themselves set no move limit. */
typedef struct
{
  const char *id;
  ChessTimeClass time_class;
  const char *time_class_article;
  ChessSupervision supervision;
  const char *supervision_article;
  int illegal_move_penalty;
  const char *penalty_via;
  int claim_penalty;
  int default_time;
  int draw_offer_move;
} ProfileCase;

static const ProfileCase profile_cases[] = {
  { "fide-2023-standard", CHESS_TIME_CLASS_STANDARD, "A.1", CHESS_SUPERVISION_FULL, "12",
    120 /* 7.5.5 */, NULL, 120 /* 9.5.3 */, 0 /* 6.7.1 */, 0 /* 9.1.1 */ },
  { "fide-2023-rapid", CHESS_TIME_CLASS_RAPID, "A.1", CHESS_SUPERVISION_PARTIAL, "A.5",
    60 /* A.3 */, "A.3", 60 /* A.3 */, 0 /* 6.7.1 */, 0 /* 9.1.1 */ },
  { "fide-2023-blitz", CHESS_TIME_CLASS_BLITZ, "B.1", CHESS_SUPERVISION_PARTIAL, "B.3",
    60 /* A.3 via B.3 */, "A.3", 60 /* A.3 via B.3 */, 0 /* 6.7.1 */, 0 /* 9.1.1 */ },
};

static void
test_profile (gconstpointer data)
{
  const ProfileCase *c = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRegulations) regs = hakem_regulations_load_builtin (c->id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (regs);
  g_assert_cmpstr (regs->id, ==, c->id);
  g_assert_cmpstr (regs->edition, ==, "2023");
  g_assert_nonnull (regs->name);
  g_assert_cmpint (regs->time_class, ==, c->time_class);
  g_assert_cmpstr (regs->time_class_article, ==, c->time_class_article);
  /* The default time control is of the profile's class (A.1, B.1). */
  g_assert_cmpint (regs->time_control.kind, ==, CHESS_TIME_CONTROL_PERIODS);
  g_assert_cmpint (chess_time_control_classify (&regs->time_control, NULL), ==, c->time_class);
  g_assert_cmpstr (regs->time_control_article, ==, "6.3.1");
  g_assert_cmpint (regs->supervision, ==, c->supervision);
  g_assert_cmpstr (regs->supervision_article, ==, c->supervision_article);
  g_assert_cmpint (regs->illegal_move_penalty.value, ==, c->illegal_move_penalty);
  g_assert_cmpstr (regs->illegal_move_penalty.article, ==, "7.5.5");
  g_assert_cmpstr (regs->illegal_move_penalty_via, ==, c->penalty_via);
  g_assert_cmpint (regs->claim_penalty.value, ==, c->claim_penalty);
  g_assert_cmpstr (regs->claim_penalty.article, ==, "9.5.3");
  g_assert_cmpstr (regs->claim_penalty_via, ==, c->penalty_via);
  g_assert_cmpint (regs->default_time.value, ==, c->default_time);
  g_assert_cmpstr (regs->default_time.article, ==, "6.7.1");
  g_assert_cmpint (regs->draw_offer_move.value, ==, c->draw_offer_move);
  g_assert_cmpstr (regs->draw_offer_move.article, ==, "9.1.1");
}

static void
test_builtin_ids (void)
{
  const char *const *ids = hakem_regulations_builtin_ids ();
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRegulations) none = NULL;

  g_assert_cmpuint (g_strv_length ((char **) ids), ==, G_N_ELEMENTS (profile_cases));
  for (gsize i = 0; i < G_N_ELEMENTS (profile_cases); i++)
    g_assert_true (g_strv_contains (ids, profile_cases[i].id));

  none = hakem_regulations_load_builtin ("../hakem-regulations.xsd", &error);
  g_assert_null (none);
  g_assert_error (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND);
}

/* Which profile a time control gets: its class under A.1 and B.1; standard when unknown. */
typedef struct
{
  const char *tc;
  const char *id;
  const char *why;
} ForTimeControlCase;

static const ForTimeControlCase for_tc_cases[] = {
  { "40/5400+30:1800+30", "fide-2023-standard", "150 minutes for 60 moves: above A.1's hour" },
  { "3600", "fide-2023-standard", "exactly 60 minutes: A.1 says less than 60" },
  { "3599", "fide-2023-rapid", "just under 60 minutes (A.1)" },
  { "900+10", "fide-2023-rapid", "15 + 60 x 10 s = 25 minutes (A.1)" },
  { "601", "fide-2023-rapid", "just over 10 minutes (A.1)" },
  { "600", "fide-2023-blitz", "exactly 10 minutes: B.1 says 10 minutes or less" },
  { "180+2", "fide-2023-blitz", "3 + 60 x 2 s = 5 minutes (B.1)" },
  { "?", "fide-2023-standard", "unknown control" },
  { "-", "fide-2023-standard", "no clock" },
};

static void
test_for_time_control (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (for_tc_cases); i++)
    {
      const ForTimeControlCase *c = &for_tc_cases[i];
      g_autoptr (HakemRegulations) regs = NULL;
      ChessTimeControl tc;
      int column = 0;

      g_test_message ("%s: %s", c->tc, c->why);
      g_assert_cmpint (chess_time_control_parse (&tc, c->tc, &column), ==, CHESS_TIME_CONTROL_OK);
      regs = hakem_regulations_for_time_control (&tc);
      g_assert_nonnull (regs);
      g_assert_cmpstr (regs->id, ==, c->id);
    }
}

static void
assert_regulations_equal (const HakemRegulations *a, const HakemRegulations *b)
{
  char tc_a[CHESS_TIME_CONTROL_PGN_MAX];
  char tc_b[CHESS_TIME_CONTROL_PGN_MAX];

  g_assert_cmpstr (a->id, ==, b->id);
  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpstr (a->edition, ==, b->edition);
  g_assert_cmpint (a->time_class, ==, b->time_class);
  g_assert_cmpstr (a->time_class_article, ==, b->time_class_article);
  chess_time_control_to_pgn (&a->time_control, tc_a, sizeof tc_a);
  chess_time_control_to_pgn (&b->time_control, tc_b, sizeof tc_b);
  g_assert_cmpstr (tc_a, ==, tc_b);
  g_assert_cmpstr (a->time_control_article, ==, b->time_control_article);
  g_assert_cmpint (a->supervision, ==, b->supervision);
  g_assert_cmpstr (a->supervision_article, ==, b->supervision_article);
  g_assert_cmpint (a->illegal_move_penalty.value, ==, b->illegal_move_penalty.value);
  g_assert_cmpstr (a->illegal_move_penalty.article, ==, b->illegal_move_penalty.article);
  g_assert_cmpstr (a->illegal_move_penalty_via, ==, b->illegal_move_penalty_via);
  g_assert_cmpint (a->claim_penalty.value, ==, b->claim_penalty.value);
  g_assert_cmpstr (a->claim_penalty.article, ==, b->claim_penalty.article);
  g_assert_cmpstr (a->claim_penalty_via, ==, b->claim_penalty_via);
  g_assert_cmpint (a->default_time.value, ==, b->default_time.value);
  g_assert_cmpstr (a->default_time.article, ==, b->default_time.article);
  g_assert_cmpint (a->draw_offer_move.value, ==, b->draw_offer_move.value);
  g_assert_cmpstr (a->draw_offer_move.article, ==, b->draw_offer_move.article);
}

/* Written, read back: the same values; written again: the same text. */
static void
assert_round_trip (const HakemRegulations *regs)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *xml = hakem_regulations_to_xml (regs);
  g_autoptr (HakemRegulations) back = hakem_regulations_parse (xml, strlen (xml), &error);
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (back);
  assert_regulations_equal (regs, back);
  again = hakem_regulations_to_xml (back);
  g_assert_cmpstr (xml, ==, again);
}

static void
test_round_trip_builtin (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (profile_cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (HakemRegulations) regs
          = hakem_regulations_load_builtin (profile_cases[i].id, &error);
      g_autoptr (HakemRegulations) copy = NULL;

      g_assert_no_error (error);
      assert_round_trip (regs);
      copy = hakem_regulations_copy (regs);
      assert_regulations_equal (regs, copy);
      g_assert_true (copy->name != regs->name);
      g_assert_true (copy->illegal_move_penalty.article != regs->illegal_move_penalty.article);
    }
}

/* An event's own regulations: rapid under A.4, a draw-offer limit, a default time, and a name
 * with what XML must escape and what only UTF-8 can carry. */
static void
test_round_trip_custom (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRegulations) regs = hakem_regulations_load_builtin ("fide-2023-rapid", &error);
  int column = 0;

  g_assert_no_error (error);
  g_free (regs->id);
  regs->id = g_strdup ("istanbul-open-2026");
  g_free (regs->name);
  regs->name = g_strdup ("Açık Turnuva \"İstanbul\" <Hızlı> & 'Şimşek' – ĞÜÖÇ");
  g_free (regs->supervision_article);
  regs->supervision_article = g_strdup ("A.4");
  regs->supervision = CHESS_SUPERVISION_FULL;
  regs->draw_offer_move.value = 30;
  regs->default_time.value = 900;
  g_clear_pointer (&regs->claim_penalty_via, g_free);
  regs->claim_penalty.value = 120;
  g_assert_cmpint (chess_time_control_parse (&regs->time_control, "40/1500+10:600d5", &column), ==,
                   CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (chess_time_control_classify (&regs->time_control, NULL), ==,
                   CHESS_TIME_CLASS_RAPID);
  assert_round_trip (regs);
}

/* Damaged and hostile files (tests/data/xml/, each file's comment says what it tries). The line
 * is where the file goes wrong, counted in the file; 0: the message names none. */
typedef struct
{
  const char *file;
  HakemRegulationsError code;
  int line;
} BadFileCase;

static const BadFileCase bad_file_cases[] = {
  { "billion-laughs.xml", HAKEM_REGULATIONS_ERROR_FORBIDDEN, 5 },
  { "external-entity.xml", HAKEM_REGULATIONS_ERROR_FORBIDDEN, 5 },
  { "parameter-entity.xml", HAKEM_REGULATIONS_ERROR_FORBIDDEN, 5 },
  { "external-dtd.xml", HAKEM_REGULATIONS_ERROR_FORBIDDEN, 5 },
  { "xinclude.xml", HAKEM_REGULATIONS_ERROR_FORBIDDEN, 7 },
  { "undeclared-entity.xml", HAKEM_REGULATIONS_ERROR_MALFORMED, 6 },
  { "truncated.xml", HAKEM_REGULATIONS_ERROR_MALFORMED, 10 },
  { "non-utf8.xml", HAKEM_REGULATIONS_ERROR_MALFORMED, 6 },
  { "undecodable.xml", HAKEM_REGULATIONS_ERROR_MALFORMED, 7 },
  { "empty.xml", HAKEM_REGULATIONS_ERROR_MALFORMED, 0 },
  { "wrong-root.xml", HAKEM_REGULATIONS_ERROR_INVALID, 5 },
  { "wrong-namespace.xml", HAKEM_REGULATIONS_ERROR_INVALID, 5 },
  { "missing-article.xml", HAKEM_REGULATIONS_ERROR_INVALID, 11 },
  { "negative-seconds.xml", HAKEM_REGULATIONS_ERROR_INVALID, 10 },
  { "penalty-range.xml", HAKEM_REGULATIONS_ERROR_INVALID, 11 },
  { "unknown-time-class.xml", HAKEM_REGULATIONS_ERROR_INVALID, 7 },
  { "unknown-supervision.xml", HAKEM_REGULATIONS_ERROR_INVALID, 9 },
  /* What the schema cannot see, checked in C: A.6 pairs "full" with A.4, "partial" with A.5. */
  { "supervision-article.xml", HAKEM_REGULATIONS_ERROR_INVALID, 9 },
  /* B.1: 3 minutes + 60 x 2 s is 5 minutes, blitz, not rapid. */
  { "class-mismatch.xml", HAKEM_REGULATIONS_ERROR_INVALID, 8 },
  { "bad-time-control.xml", HAKEM_REGULATIONS_ERROR_INVALID, 8 },
};

static void
assert_no_global_handlers (void)
{
  /* Each parse sets its handlers on its own contexts; nothing stays behind for other code. */
  g_assert_true (xmlStructuredError == NULL);
  g_assert_null (xmlStructuredErrorContext);
  g_assert_null (xmlGenericErrorContext);
}

/* libxml2's default handler prints to stderr, in English: no parse of ours may reach it. */
static int global_messages;

static void
count_global_message (void *context, const char *format, ...)
{
  global_messages++;
}

static void
test_bad_file (gconstpointer data)
{
  const BadFileCase *c = data;
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "xml", c->file, NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) file_error = NULL;
  g_autoptr (HakemRegulations) regs = NULL;
  g_autoptr (HakemRegulations) file_regs = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  global_messages = 0;
  xmlSetGenericErrorFunc (NULL, count_global_message);
  regs = hakem_regulations_parse (contents, length, &error);
  g_assert_null (regs);
  g_assert_error (error, HAKEM_REGULATIONS_ERROR, (int) c->code);
  g_test_message ("%s: %s", c->file, error->message);
  if (c->line > 0)
    {
      g_autofree char *line = g_strdup_printf ("Line %d", c->line);

      g_assert_nonnull (strstr (error->message, line));
    }
  /* Nothing of /etc/passwd may reach the message (external entity, XInclude). */
  g_assert_null (strstr (error->message, "root:"));

  file_regs = hakem_regulations_load_file (path, &file_error);
  xmlSetGenericErrorFunc (NULL, NULL);
  g_assert_cmpint (global_messages, ==, 0);
  g_assert_null (file_regs);
  g_assert_error (file_error, HAKEM_REGULATIONS_ERROR, (int) c->code);
  g_assert_true (g_str_has_suffix (file_error->message, error->message));
  assert_no_global_handlers ();
}

/* A well-formed, valid document padded with a comment to exactly 'size' bytes. */
static char *
padded_document (gsize size)
{
  g_autoptr (HakemRegulations) regs = hakem_regulations_load_builtin ("fide-2023-blitz", NULL);
  g_autofree char *xml = hakem_regulations_to_xml (regs);
  GString *text = g_string_new (xml);
  const gsize overhead = strlen ("<!--") + strlen ("-->\n");

  g_assert_cmpuint (text->len + overhead, <=, size);
  g_string_append (text, "<!--");
  while (text->len < size - strlen ("-->\n"))
    g_string_append_c (text, 'x');
  g_string_append (text, "-->\n");
  g_assert_cmpuint (text->len, ==, size);
  return g_string_free (text, FALSE);
}

/* 64 KiB is the limit (the header's contract): a document of exactly that size loads, one byte
 * more is refused before parsing, and so is a megabyte, from memory or from a file. */
static void
test_size_limit (void)
{
  const gsize limit = 64 * 1024;
  g_autofree char *at_limit = padded_document (limit);
  g_autofree char *over = padded_document (limit + 1);
  g_autofree char *megabyte = padded_document (1024 * 1024);
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRegulations) regs = NULL;
  g_autofree char *tmp_path = NULL;
  int fd;

  regs = hakem_regulations_parse (at_limit, limit, &error);
  g_assert_no_error (error);
  g_assert_nonnull (regs);
  g_clear_pointer (&regs, hakem_regulations_free);

  regs = hakem_regulations_parse (over, limit + 1, &error);
  g_assert_null (regs);
  g_assert_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_TOO_LARGE);
  g_clear_error (&error);

  regs = hakem_regulations_parse (megabyte, 1024 * 1024, &error);
  g_assert_null (regs);
  g_assert_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_TOO_LARGE);
  g_clear_error (&error);

  fd = g_file_open_tmp ("hakem-regulations-XXXXXX.xml", &tmp_path, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  g_assert_true (g_file_set_contents (tmp_path, megabyte, 1024 * 1024, &error));
  regs = hakem_regulations_load_file (tmp_path, &error);
  g_assert_null (regs);
  g_assert_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_TOO_LARGE);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (tmp_path, at_limit, limit, &error));
  regs = hakem_regulations_load_file (tmp_path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (regs);
  g_unlink (tmp_path);
}

static void
test_missing_file (void)
{
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "xml", "no-such-file.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRegulations) regs = hakem_regulations_load_file (path, &error);

  g_assert_null (regs);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* The shipped files, read from the source tree as a user would load them. */
static void
test_shipped_files (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (profile_cases); i++)
    {
      g_autofree char *name = g_strconcat (profile_cases[i].id, ".xml", NULL);
      g_autofree char *path = g_build_filename (ASSETS_DIR, "regulations", name, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (HakemRegulations) from_file = hakem_regulations_load_file (path, &error);
      g_autoptr (HakemRegulations) builtin
          = hakem_regulations_load_builtin (profile_cases[i].id, NULL);

      g_assert_no_error (error);
      assert_regulations_equal (from_file, builtin);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (profile_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/regulations/profile/%s", profile_cases[i].id);

      g_test_add_data_func (name, &profile_cases[i], test_profile);
    }
  g_test_add_func ("/regulations/builtin-ids", test_builtin_ids);
  g_test_add_func ("/regulations/shipped-files", test_shipped_files);
  g_test_add_func ("/regulations/for-time-control", test_for_time_control);
  g_test_add_func ("/regulations/round-trip/builtin", test_round_trip_builtin);
  g_test_add_func ("/regulations/round-trip/custom", test_round_trip_custom);
  for (gsize i = 0; i < G_N_ELEMENTS (bad_file_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/regulations/refused/%s", bad_file_cases[i].file);

      g_test_add_data_func (name, &bad_file_cases[i], test_bad_file);
    }
  g_test_add_func ("/regulations/refused/size-limit", test_size_limit);
  g_test_add_func ("/regulations/refused/missing-file", test_missing_file);
  return g_test_run ();
}
