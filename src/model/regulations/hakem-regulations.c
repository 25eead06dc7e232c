/* hakem-regulations.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Reads, checks and writes an event's regulations, and serves the profiles shipped in the model
 * library's GResource.
 *
 * Regulations files come from anyone (an organiser's mail, a USB stick), so the reader trusts
 * nothing: the size is checked before libxml2 sees a byte; the parser runs without network,
 * without DTD loading, without entity substitution and without XML_PARSE_HUGE; a DOCTYPE stops
 * the parser the moment it is seen (so no entity of it is ever expanded, not even once to check
 * it); XInclude is never processed and its elements are refused; errors go to handlers set on
 * this parse's own contexts, never to libxml2's global ones. Only then is the document checked
 * against hakem-regulations.xsd (the copy compiled in, never a file named by the document), and
 * the values are read and checked again in C, with what the schema cannot say: the time control
 * must parse and be of the stated class (A.1, B.1), the supervision must be one the class allows
 * (A.6, B.4).
 */
#include "config.h"

#include "hakem-regulations.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "hakem-file-read.h"
#include "hakem-model-resources.h"
#include "hakem-rules-text.h"
#include "hakem-text-safe.h"
#include "hakem-xml.h"

#define REGULATIONS_NS "urn:hakem:regulations:1"
#define MAX_KIB 64
#define MAX_BYTES (MAX_KIB * 1024)
#define RESOURCE_DIR "/io/github/hakem/Hakem/model/"
#define SCHEMA_PATH RESOURCE_DIR "hakem-regulations.xsd"
#define BUILTIN_DIR RESOURCE_DIR "regulations/"

/* The articles each value is named under when the caller left them out (2023 numbering). */
#define ARTICLE_TIME_CONTROL "6.3.1"
#define ARTICLE_ILLEGAL_MOVE "7.5.5"
#define ARTICLE_CLAIM "9.5.3"
#define ARTICLE_DEFAULT_TIME "6.7.1"
#define ARTICLE_DRAW_OFFERS "9.1.1"

/* The schema's ranges, checked again here. */
#define MAX_PENALTY_SECONDS 3600
#define MAX_DEFAULT_TIME_SECONDS 86400
#define MAX_DRAW_OFFER_MOVE 1000

G_DEFINE_QUARK (hakem - regulations - error - quark, hakem_regulations_error)

static const char *const builtin_ids[] = {
  "fide-2023-standard",
  "fide-2023-rapid",
  "fide-2023-blitz",
  NULL,
};

const char *const *
hakem_regulations_builtin_ids (void)
{
  return builtin_ids;
}

/* Reading. -------------------------------------------------------------------------------- */

static const HakemXmlKind regulations_kind = {
  .root = "regulations",
  .ns = REGULATIONS_NS,
  .schema_path = SCHEMA_PATH,
  .who = "hakem-regulations",
  .max_bytes = MAX_BYTES,
  .max_units = MAX_KIB,
  .domain = hakem_regulations_error_quark,
  .too_large_code = HAKEM_REGULATIONS_ERROR_TOO_LARGE,
  .malformed_code = HAKEM_REGULATIONS_ERROR_MALFORMED,
  .forbidden_code = HAKEM_REGULATIONS_ERROR_FORBIDDEN,
  .invalid_code = HAKEM_REGULATIONS_ERROR_INVALID,
  .too_large = N_ ("The regulations are larger than %d KiB, the most Hakem reads."),
  .empty = N_ ("The regulations file is empty."),
  .doctype_at = N_ ("Line %d: the regulations declare a document type (DOCTYPE), which may define "
                    "entities or load other files; regulations may not have one."),
  .malformed = N_ ("Line %d, column %d: the regulations are not well-formed XML: %s."),
  /* DOCTYPEs never get this far (the parser is stopped at one); this catches what a parser
   * change might let through. */
  .doctype = N_ ("The regulations declare a document type (DOCTYPE), which may define entities "
                 "or load other files; regulations may not have one."),
  .entity = N_ ("Line %ld: the regulations use an entity or include other content; regulations "
                "may not."),
  .xinclude = N_ ("Line %ld: the regulations ask to include another file (XInclude); regulations "
                  "must be whole in one file."),
  .no_root = N_ ("The file holds no element: it is not regulations."),
  .other_root = N_ ("Line %ld: the document is <%s>, not <regulations>: these are not "
                    "regulations."),
  .other_ns = N_ ("Line %ld: <regulations> must be in the namespace “%s”, not “%s”."),
  /* TRANSLATORS: the last %s says what is wrong (hakem-xml.c) */
  .not_schema = N_ ("Line %d: the regulations do not follow their schema: %s"),
  .not_schema_silent = N_ ("The regulations do not follow their schema."),
};

static xmlNodePtr
child_element (xmlNodePtr parent, const char *name)
{
  for (xmlNodePtr node = parent->children; node != NULL; node = node->next)
    if (node->type == XML_ELEMENT_NODE && xmlStrEqual (node->name, BAD_CAST name)
        && node->ns != NULL && xmlStrEqual (node->ns->href, BAD_CAST REGULATIONS_NS))
      return node;
  return NULL;
}

/* The text or attribute as a GLib string (NULL when absent). */
static char *
node_text (xmlNodePtr node)
{
  xmlChar *text = xmlNodeGetContent (node);
  char *copy = g_strdup ((const char *) text);

  xmlFree (text);
  return copy;
}

static gboolean
set_missing (GError **error, xmlNodePtr parent, const char *element, const char *attribute)
{
  if (attribute == NULL)
    g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                 _ ("Line %ld: <%s> lacks the element <%s>."), xmlGetLineNo (parent),
                 (const char *) parent->name, element);
  else
    g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                 _ ("Line %ld: <%s> lacks the attribute “%s”."), xmlGetLineNo (parent), element,
                 attribute);
  return FALSE;
}

/* The element and its required "article" attribute. */
static xmlNodePtr
article_element (xmlNodePtr root, const char *name, char **article, GError **error)
{
  xmlNodePtr node = child_element (root, name);

  if (node == NULL)
    {
      set_missing (error, root, name, NULL);
      return NULL;
    }
  *article = hakem_xml_attr (node, "article");
  if (*article == NULL || (*article)[0] == '\0')
    {
      g_clear_pointer (article, g_free);
      set_missing (error, node, name, "article");
      return NULL;
    }
  return node;
}

static gboolean
read_int_attribute (xmlNodePtr node, const char *attribute, int min, int max, int *out,
                    GError **error)
{
  g_autofree char *text = hakem_xml_attr (node, attribute);
  gint64 value;

  if (text == NULL)
    return set_missing (error, node, (const char *) node->name, attribute);
  /* The schema's xs:int collapses whitespace around the number; so does this. */
  if (!g_ascii_string_to_signed (g_strstrip (text), 10, min, max, &value, NULL))
    {
      g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                   /* TRANSLATORS: an attribute's name, then an element's name (keep both),
                    * the bounds and the value the file gives. */
                   _ ("Line %ld: “%s” of <%s> must be a whole number from %d to %d, "
                      "not “%s”."),
                   xmlGetLineNo (node), attribute, (const char *) node->name, min, max, text);
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

static gboolean
read_rule_value (xmlNodePtr root, const char *name, const char *attribute, int max,
                 HakemRuleValue *out, char **via, GError **error)
{
  xmlNodePtr node = article_element (root, name, &out->article, error);

  if (node == NULL)
    return FALSE;
  if (via != NULL)
    *via = hakem_xml_attr (node, "via");
  return read_int_attribute (node, attribute, 0, max, &out->value, error);
}

static const char *
time_class_keyword (ChessTimeClass cls)
{
  switch (cls)
    {
    case CHESS_TIME_CLASS_BLITZ:
      return "blitz";
    case CHESS_TIME_CLASS_RAPID:
      return "rapid";
    case CHESS_TIME_CLASS_STANDARD:
    case CHESS_TIME_CLASS_UNKNOWN:
    case CHESS_TIME_CLASS_NONE:
    default:
      return "standard";
    }
}

static gboolean
read_time_class (xmlNodePtr root, HakemRegulations *regs, GError **error)
{
  xmlNodePtr node = article_element (root, "time-class", &regs->time_class_article, error);
  g_autofree char *text = NULL;

  if (node == NULL)
    return FALSE;
  text = node_text (node);
  if (g_strcmp0 (text, "standard") == 0)
    regs->time_class = CHESS_TIME_CLASS_STANDARD;
  else if (g_strcmp0 (text, "rapid") == 0)
    regs->time_class = CHESS_TIME_CLASS_RAPID;
  else if (g_strcmp0 (text, "blitz") == 0)
    regs->time_class = CHESS_TIME_CLASS_BLITZ;
  else
    {
      g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                   /* TRANSLATORS: <...> are element names and the quoted words values of
                    * the file: keep them as they are. */
                   _ ("Line %ld: <time-class> must be “standard”, “rapid” or “blitz”, "
                      "not “%s”."),
                   xmlGetLineNo (node), text != NULL ? text : "");
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_time_control (xmlNodePtr root, HakemRegulations *regs, GError **error)
{
  xmlNodePtr node = article_element (root, "time-control", &regs->time_control_article, error);
  g_autofree char *text = NULL;
  ChessTimeControlError code;
  ChessTimeClass cls;
  int column = 0;

  if (node == NULL)
    return FALSE;
  text = node_text (node);
  code = chess_time_control_parse (&regs->time_control, text, &column);
  if (code != CHESS_TIME_CONTROL_OK)
    {
      g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                   _ ("Line %ld: the time control “%s” in <time-control> cannot be read at "
                      "character %d: %s."),
                   xmlGetLineNo (node), text, column, hakem_time_control_error_text (code));
      return FALSE;
    }
  if (regs->time_control.kind != CHESS_TIME_CONTROL_PERIODS)
    {
      g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                   _ ("Line %ld: <time-control> must give the periods of the event's clock "
                      "(6.3.1), not “%s”."),
                   xmlGetLineNo (node), text);
      return FALSE;
    }
  cls = chess_time_control_classify (&regs->time_control, NULL);
  if (cls != regs->time_class)
    {
      g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                   /* TRANSLATORS: the second and the last %s are "standard", "rapid" or
                    * "blitz" as the file writes them; keep <time-class>. */
                   _ ("Line %ld: the time control “%s” is “%s” under A.1 and B.1, but "
                      "<time-class> says “%s”."),
                   xmlGetLineNo (node), text, time_class_keyword (cls),
                   time_class_keyword (regs->time_class));
      return FALSE;
    }
  return TRUE;
}

/* The supervision articles each class allows: A.6 chooses between A.4 and A.5 in rapid, B.4
 * between B.2 and B.3 in blitz; standard play is always supervised in full (Article 12). */
static gboolean
supervision_allowed (ChessTimeClass cls, ChessSupervision supervision, const char *article)
{
  switch (cls)
    {
    case CHESS_TIME_CLASS_RAPID:
      return supervision == CHESS_SUPERVISION_FULL ? g_str_equal (article, "A.4")
                                                   : g_str_equal (article, "A.5");
    case CHESS_TIME_CLASS_BLITZ:
      return supervision == CHESS_SUPERVISION_FULL ? g_str_equal (article, "B.2")
                                                   : g_str_equal (article, "B.3");
    case CHESS_TIME_CLASS_STANDARD:
    case CHESS_TIME_CLASS_UNKNOWN:
    case CHESS_TIME_CLASS_NONE:
    default:
      return supervision == CHESS_SUPERVISION_FULL && g_str_equal (article, "12");
    }
}

static gboolean
read_supervision (xmlNodePtr root, HakemRegulations *regs, GError **error)
{
  xmlNodePtr node = article_element (root, "supervision", &regs->supervision_article, error);
  g_autofree char *text = NULL;

  if (node == NULL)
    return FALSE;
  text = node_text (node);
  if (g_strcmp0 (text, "full") == 0)
    regs->supervision = CHESS_SUPERVISION_FULL;
  else if (g_strcmp0 (text, "partial") == 0)
    regs->supervision = CHESS_SUPERVISION_PARTIAL;
  else
    {
      g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                   /* TRANSLATORS: <...> are element names and the quoted words values of
                    * the file: keep them as they are. */
                   _ ("Line %ld: <supervision> must be “full” or “partial”, not “%s”."),
                   xmlGetLineNo (node), text != NULL ? text : "");
      return FALSE;
    }
  if (!supervision_allowed (regs->time_class, regs->supervision, regs->supervision_article))
    {
      switch (regs->time_class)
        {
        case CHESS_TIME_CLASS_RAPID:
          g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                       /* TRANSLATORS: keep <supervision>, "full" and "partial" (values of the
                        * file); the second %s is the article the file gives, the first the
                        * value it gives. */
                       _ ("Line %ld: in rapid play <supervision> is “full” under A.4 or "
                          "“partial” under A.5 (A.6), not “%s” under %s."),
                       xmlGetLineNo (node), text, regs->supervision_article);
          break;
        case CHESS_TIME_CLASS_BLITZ:
          g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                       /* TRANSLATORS: as for rapid play: keep <supervision>, "full" and
                        * "partial"; the value the file gives, then its article. */
                       _ ("Line %ld: in blitz <supervision> is “full” under B.2 or “partial” "
                          "under B.3 (B.4), not “%s” under %s."),
                       xmlGetLineNo (node), text, regs->supervision_article);
          break;
        case CHESS_TIME_CLASS_STANDARD:
        case CHESS_TIME_CLASS_UNKNOWN:
        case CHESS_TIME_CLASS_NONE:
        default:
          g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                       /* TRANSLATORS: keep <supervision> and "full"; the value the file
                        * gives, then its article. */
                       _ ("Line %ld: standard play is always supervised in full: <supervision> "
                          "must be “full” under Article 12, not “%s” under %s."),
                       xmlGetLineNo (node), text, regs->supervision_article);
          break;
        }
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_header (xmlNodePtr root, HakemRegulations *regs, GError **error)
{
  xmlNodePtr name;

  regs->id = hakem_xml_attr (root, "id");
  if (regs->id == NULL || regs->id[0] == '\0')
    return set_missing (error, root, "regulations", "id");
  regs->edition = hakem_xml_attr (root, "edition");
  if (regs->edition == NULL || regs->edition[0] == '\0')
    return set_missing (error, root, "regulations", "edition");
  name = child_element (root, "name");
  if (name == NULL)
    return set_missing (error, root, "name", NULL);
  regs->name = node_text (name);
  if (regs->name == NULL || regs->name[0] == '\0')
    {
      g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                   _ ("Line %ld: <name> is empty."), xmlGetLineNo (name));
      return FALSE;
    }
  return hakem_text_check_line (regs->name, "<name>", xmlGetLineNo (name), HAKEM_REGULATIONS_ERROR,
                                HAKEM_REGULATIONS_ERROR_INVALID, error)
         && hakem_text_check_line (regs->id, "id", xmlGetLineNo (root), HAKEM_REGULATIONS_ERROR,
                                   HAKEM_REGULATIONS_ERROR_INVALID, error)
         && hakem_text_check_line (regs->edition, "edition", xmlGetLineNo (root),
                                   HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID, error);
}

static HakemRegulations *
read_values (xmlNodePtr root, GError **error)
{
  g_autoptr (HakemRegulations) regs = g_new0 (HakemRegulations, 1);

  if (!read_header (root, regs, error) || !read_time_class (root, regs, error)
      || !read_time_control (root, regs, error) || !read_supervision (root, regs, error)
      || !read_rule_value (root, "illegal-move-penalty", "seconds", MAX_PENALTY_SECONDS,
                           &regs->illegal_move_penalty, &regs->illegal_move_penalty_via, error)
      || !read_rule_value (root, "claim-penalty", "seconds", MAX_PENALTY_SECONDS,
                           &regs->claim_penalty, &regs->claim_penalty_via, error)
      || !read_rule_value (root, "default-time", "seconds", MAX_DEFAULT_TIME_SECONDS,
                           &regs->default_time, NULL, error)
      || !read_rule_value (root, "draw-offers", "not-before-move", MAX_DRAW_OFFER_MOVE,
                           &regs->draw_offer_move, NULL, error))
    return NULL;
  /* III.2.1: the schema has checked the value is a boolean. */
  xmlNodePtr guidelines = child_element (root, "guidelines-iii");
  if (guidelines)
    {
      g_autofree char *announced = hakem_xml_attr (guidelines, "announced");
      regs->guidelines_iii = g_strcmp0 (announced, "true") == 0 || g_strcmp0 (announced, "1") == 0;
    }
  return g_steal_pointer (&regs);
}

HakemRegulations *
hakem_regulations_parse (const char *data, gsize length, GError **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  xmlDocPtr doc = hakem_xml_read_checked (data, length, &regulations_kind, error);
  if (doc == NULL)
    return NULL;
  HakemRegulations *regs = read_values (xmlDocGetRootElement (doc), error);
  xmlFreeDoc (doc);
  return regs;
}

HakemRegulations *
hakem_regulations_load_file (const char *path, GError **error)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *data = NULL;
  g_autoptr (GError) local = NULL;
  HakemRegulations *regs;
  gsize length;

  /* Never more than one byte past the limit is read, and no pipe or device. */
  if (!hakem_file_read_bounded (path, 0, MAX_BYTES, &data, &length, &local))
    {
      if (g_error_matches (local, HAKEM_FILE_READ_ERROR, HAKEM_FILE_READ_ERROR_TOO_LARGE))
        {
          g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_TOO_LARGE,
                       _ ("The regulations are larger than %d KiB, the most Hakem reads."),
                       MAX_KIB);
          /* TRANSLATORS: the file's name, then the error that follows it. */
          g_prefix_error (error, _ ("%s: "), display);
        }
      else
        g_set_error (error, G_FILE_ERROR,
                     local->domain == G_FILE_ERROR ? local->code : G_FILE_ERROR_INVAL,
                     _ ("Cannot open the regulations file “%s”: %s"), display, local->message);
      return NULL;
    }
  regs = hakem_regulations_parse (data, length, error);
  if (regs == NULL)
    /* TRANSLATORS: the file's name, then the error that follows it. */
    g_prefix_error (error, _ ("%s: "), display);
  return regs;
}

HakemRegulations *
hakem_regulations_load_builtin (const char *id, GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr (GBytes) bytes = NULL;
  HakemRegulations *regs;
  gsize size;
  const char *data;

  g_return_val_if_fail (id != NULL, NULL);

  if (!g_strv_contains (builtin_ids, id))
    {
      g_set_error (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND,
                   _ ("Hakem has no regulations called “%s”."), id);
      return NULL;
    }
  path = g_strconcat (BUILTIN_DIR, id, ".xml", NULL);
  bytes = g_resource_lookup_data (hakem_model_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                  error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  regs = hakem_regulations_parse (data, size, error);
  if (regs != NULL && !g_str_equal (regs->id, id))
    {
      g_set_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID,
                   _ ("The regulations called “%s” give themselves the id “%s”."), id, regs->id);
      g_clear_pointer (&regs, hakem_regulations_free);
    }
  return regs;
}

HakemRegulations *
hakem_regulations_for_time_control (const ChessTimeControl *tc)
{
  g_autoptr (GError) error = NULL;
  HakemRegulations *regs;
  const char *id;

  g_return_val_if_fail (tc != NULL, NULL);

  switch (chess_time_control_classify (tc, NULL))
    {
    case CHESS_TIME_CLASS_BLITZ:
      id = "fide-2023-blitz";
      break;
    case CHESS_TIME_CLASS_RAPID:
      id = "fide-2023-rapid";
      break;
    case CHESS_TIME_CLASS_STANDARD:
    case CHESS_TIME_CLASS_UNKNOWN:
    case CHESS_TIME_CLASS_NONE:
    default:
      id = "fide-2023-standard";
      break;
    }
  regs = hakem_regulations_load_builtin (id, &error);
  /* The shipped profiles are tested; failing here means the build itself is broken. */
  if (regs == NULL)
    g_error ("hakem-regulations: built-in %s: %s", id, error->message);
  return regs;
}

/* Writing. -------------------------------------------------------------------------------- */

static const char *
or_default (const char *article, const char *fallback)
{
  return article != NULL && article[0] != '\0' ? article : fallback;
}

static void
append_rule_value (GString *out, const char *element, const HakemRuleValue *value,
                   const char *default_article, const char *via, const char *attribute)
{
  g_autofree char *line = NULL;

  if (via != NULL)
    line = g_markup_printf_escaped ("  <%s article=\"%s\" via=\"%s\" %s=\"%d\"/>\n", element,
                                    or_default (value->article, default_article), via, attribute,
                                    value->value);
  else
    line = g_markup_printf_escaped ("  <%s article=\"%s\" %s=\"%d\"/>\n", element,
                                    or_default (value->article, default_article), attribute,
                                    value->value);
  g_string_append (out, line);
}

static const char *
default_supervision_article (const HakemRegulations *regs)
{
  gboolean full = regs->supervision == CHESS_SUPERVISION_FULL;

  switch (regs->time_class)
    {
    case CHESS_TIME_CLASS_RAPID:
      return full ? "A.4" : "A.5";
    case CHESS_TIME_CLASS_BLITZ:
      return full ? "B.2" : "B.3";
    case CHESS_TIME_CLASS_STANDARD:
    case CHESS_TIME_CLASS_UNKNOWN:
    case CHESS_TIME_CLASS_NONE:
    default:
      return "12";
    }
}

char *
hakem_regulations_to_xml (const HakemRegulations *regs)
{
  g_autoptr (GString) out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autofree char *head = NULL;
  char tc[CHESS_TIME_CONTROL_PGN_MAX];

  g_return_val_if_fail (regs != NULL, NULL);

  chess_time_control_to_pgn (&regs->time_control, tc, sizeof tc);
  head = g_markup_printf_escaped (
      "<regulations xmlns=\"%s\" id=\"%s\" edition=\"%s\">\n"
      "  <name>%s</name>\n"
      "  <time-class article=\"%s\">%s</time-class>\n"
      "  <time-control article=\"%s\">%s</time-control>\n"
      "  <supervision article=\"%s\">%s</supervision>\n",
      REGULATIONS_NS, or_default (regs->id, "custom"), or_default (regs->edition, "2023"),
      regs->name != NULL ? regs->name : "",
      or_default (regs->time_class_article,
                  regs->time_class == CHESS_TIME_CLASS_BLITZ ? "B.1" : "A.1"),
      time_class_keyword (regs->time_class),
      or_default (regs->time_control_article, ARTICLE_TIME_CONTROL), tc,
      or_default (regs->supervision_article, default_supervision_article (regs)),
      regs->supervision == CHESS_SUPERVISION_PARTIAL ? "partial" : "full");
  g_string_append (out, head);
  append_rule_value (out, "illegal-move-penalty", &regs->illegal_move_penalty, ARTICLE_ILLEGAL_MOVE,
                     regs->illegal_move_penalty_via, "seconds");
  append_rule_value (out, "claim-penalty", &regs->claim_penalty, ARTICLE_CLAIM,
                     regs->claim_penalty_via, "seconds");
  append_rule_value (out, "default-time", &regs->default_time, ARTICLE_DEFAULT_TIME, NULL,
                     "seconds");
  append_rule_value (out, "draw-offers", &regs->draw_offer_move, ARTICLE_DRAW_OFFERS, NULL,
                     "not-before-move");
  if (regs->guidelines_iii)
    g_string_append (out, "  <guidelines-iii article=\"III.2.1\" announced=\"true\"/>\n");
  g_string_append (out, "</regulations>\n");
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Copies and freeing. ------------------------------------------------------------------------ */

HakemRegulations *
hakem_regulations_copy (const HakemRegulations *regs)
{
  HakemRegulations *copy;

  g_return_val_if_fail (regs != NULL, NULL);

  copy = g_new (HakemRegulations, 1);
  *copy = *regs;
  copy->id = g_strdup (regs->id);
  copy->name = g_strdup (regs->name);
  copy->edition = g_strdup (regs->edition);
  copy->time_class_article = g_strdup (regs->time_class_article);
  copy->time_control_article = g_strdup (regs->time_control_article);
  copy->supervision_article = g_strdup (regs->supervision_article);
  copy->illegal_move_penalty.article = g_strdup (regs->illegal_move_penalty.article);
  copy->claim_penalty.article = g_strdup (regs->claim_penalty.article);
  copy->default_time.article = g_strdup (regs->default_time.article);
  copy->draw_offer_move.article = g_strdup (regs->draw_offer_move.article);
  copy->illegal_move_penalty_via = g_strdup (regs->illegal_move_penalty_via);
  copy->claim_penalty_via = g_strdup (regs->claim_penalty_via);
  return copy;
}

void
hakem_regulations_free (HakemRegulations *regs)
{
  if (regs == NULL)
    return;
  g_free (regs->id);
  g_free (regs->name);
  g_free (regs->edition);
  g_free (regs->time_class_article);
  g_free (regs->time_control_article);
  g_free (regs->supervision_article);
  g_free (regs->illegal_move_penalty.article);
  g_free (regs->claim_penalty.article);
  g_free (regs->default_time.article);
  g_free (regs->draw_offer_move.article);
  g_free (regs->illegal_move_penalty_via);
  g_free (regs->claim_penalty_via);
  g_free (regs);
}
