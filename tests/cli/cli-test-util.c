/* cli-test-util.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Spawning hakem-cli for the CLI contract tests and checking its error convention.
 */
#include "cli-test-util.h"

#include <stdarg.h>
#include <string.h>
#include <sys/wait.h>

void
cli_run (CliResult *res, const char *const *args)
{
  const char *cli = g_getenv ("HAKEM_CLI");
  if (cli == NULL || *cli == '\0')
    g_error ("HAKEM_CLI is not set; run the test through 'meson test'");

  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer) cli);
  for (const char *const *a = args; *a != NULL; a++)
    g_ptr_array_add (argv, (gpointer) *a);
  g_ptr_array_add (argv, NULL);

  g_autoptr (GError) error = NULL;
  int wait_status = 0;
  res->out = NULL;
  res->err = NULL;
  /* No shell in between, so FENs with spaces and slashes arrive exactly as given. */
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &res->out,
                     &res->err, &wait_status, &error))
    g_error ("cannot run %s: %s", cli, error->message);

  if (WIFEXITED (wait_status))
    res->status = WEXITSTATUS (wait_status);
  else
    res->status = -1;
}

void
cli_runv (CliResult *res, const char *first, ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  va_list ap;
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) a);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  cli_run (res, (const char *const *) args->pdata);
}

void
cli_result_clear (CliResult *res)
{
  g_clear_pointer (&res->out, g_free);
  g_clear_pointer (&res->err, g_free);
}

guint
cli_count_lines (const char *text)
{
  guint n = 0;
  const char *p = text;
  for (; *p != '\0'; p++)
    if (*p == '\n')
      n++;
  if (p != text && p[-1] != '\n')
    n++;
  return n;
}

void
cli_assert_usage_error (const CliResult *res, const char *first_needle, ...)
{
  if (res->status != 2 || res->out[0] != '\0' || cli_count_lines (res->err) != 1)
    g_test_message ("status %d\nstdout: <%s>\nstderr: <%s>", res->status, res->out, res->err);
  g_assert_cmpint (res->status, ==, 2);
  g_assert_cmpstr (res->out, ==, "");
  g_assert_cmpuint (cli_count_lines (res->err), ==, 1);
  g_assert_true (g_str_has_suffix (res->err, "\n"));

  va_list ap;
  va_start (ap, first_needle);
  for (const char *n = first_needle; n != NULL; n = va_arg (ap, const char *))
    {
      if (strstr (res->err, n) == NULL)
        g_test_message ("stderr <%s> does not name '%s'", res->err, n);
      g_assert_nonnull (strstr (res->err, n));
    }
  va_end (ap);
}

void
cli_run_command (CliResult *res, const char *command, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer) command);
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  cli_run (res, (const char *const *) argv->pdata);
}

void
cli_add_cases (const char *prefix, const void *cases, gsize size, gsize n, GTestDataFunc func)
{
  for (gsize i = 0; i < n; i++)
    {
      const void *c = (const char *) cases + i * size;
      g_autofree char *path = g_strdup_printf ("%s/%s", prefix, *(const char *const *) c);
      g_test_add_data_func (path, c, func);
    }
}

void
cli_assert_ok_with_lines (const CliResult *res, const char *const *lines)
{
  g_assert_cmpstr (res->err, ==, "");
  g_assert_cmpint (res->status, ==, 0);
  g_auto (GStrv) out = g_strsplit (res->out, "\n", -1);
  for (int i = 0; lines[i]; i++)
    if (!g_strv_contains ((const char *const *) out, lines[i]))
      g_error ("expected the line '%s' in:\n%s", lines[i], res->out);
}
