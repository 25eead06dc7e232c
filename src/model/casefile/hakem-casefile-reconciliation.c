/* hakem-casefile-reconciliation.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A reconstruction's reconciliation of both scoresheets (8.5.3) in the case file, both ways:
 * <reconciliation> with each <sheet> as typed, the <game-found>, the arbiter's <decision>s and
 * the <discrepancy>s. Read back, every move must be legal where it stands and every number in
 * bounds: the schema checks the shape only.
 */
#include "config.h"

#include "hakem-casefile-private.h"

#include <string.h>

#include <glib/gi18n.h>

#include "hakem-session-private.h"
#include "hakem-sheet-text.h"
#include "hakem-xml.h"

/* Writing. ---------------------------------------------------------------------------------- */

/* Text a document may hold: valid UTF-8 without the control characters XML 1.0 forbids. */
static char *
xml_safe (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text ? text : "", -1);
  GString *s = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if ((c < 0x20 && c != '\t' && c != '\n') || c == 0xFFFE || c == 0xFFFF)
        continue;
      g_string_append_unichar (s, c);
    }
  return g_string_free (s, FALSE);
}

static void
put (xmlNodePtr node, const char *name, const char *value)
{
  g_autofree char *text = xml_safe (value);
  xmlNewProp (node, BAD_CAST name, BAD_CAST text);
}

static void
put_number (xmlNodePtr node, const char *name, int value)
{
  char buf[16];
  g_snprintf (buf, sizeof buf, "%d", value);
  xmlNewProp (node, BAD_CAST name, BAD_CAST buf);
}

/* The move at ply (from 1) of moves from start, in UCI; "" when the ply is not in the game. */
static void
put_move (xmlNodePtr node, const char *name, const ChessPosition *start, const GArray *moves,
          int ply, ChessMove move)
{
  ChessPosition pos = *start;
  for (int i = 0; i + 1 < ply && i < (int) moves->len; i++)
    {
      ChessUndo undo;
      chess_position_make (&pos, g_array_index (moves, ChessMove, i), &undo);
    }
  char uci[8];
  xmlNewProp (node, BAD_CAST name, BAD_CAST chess_move_to_uci (&pos, move, uci));
}

void
hakem_casefile_write_reconciliation (xmlNodePtr parent, xmlNsPtr ns, const HakemReconciliation *r)
{
  xmlNodePtr node = xmlNewChild (parent, ns, BAD_CAST "reconciliation", NULL);
  put_number (node, "decided", r->decided);
  put (node, "final-reached", r->final_reached ? "true" : "false");
  for (int c = 0; c < 2; c++)
    {
      g_autofree char *text = xml_safe (r->sheets[c]);
      xmlNodePtr sheet = xmlNewTextChild (node, ns, BAD_CAST "sheet", BAD_CAST text);
      put (sheet, "color", hakem_casefile_color_key ((ChessColor) c));
    }
  xmlNodePtr game = xmlNewChild (node, ns, BAD_CAST "game-found", NULL);
  for (guint i = 0; i < r->moves->len; i++)
    put_move (xmlNewChild (game, ns, BAD_CAST "move", NULL), "uci", &r->start, r->moves,
              (int) i + 1, g_array_index (r->moves, ChessMove, i));
  for (guint i = 0; i < r->decisions->len; i++)
    {
      const HakemReconciliationDecision *d
          = &g_array_index (r->decisions, HakemReconciliationDecision, i);
      xmlNodePtr n = xmlNewChild (node, ns, BAD_CAST "decision", NULL);
      put_number (n, "ply", d->ply);
      put_move (n, "uci", &r->start, r->moves, d->ply, d->move);
      put_move (n, "proposed", &r->start, r->moves, d->ply, d->proposed);
    }
  for (guint i = 0; i < r->discrepancies->len; i++)
    {
      const ChessReconcileDiscrepancy *d
          = &g_array_index (r->discrepancies, ChessReconcileDiscrepancy, i);
      xmlNodePtr n = xmlNewChild (node, ns, BAD_CAST "discrepancy", NULL);
      put_number (n, "ply", d->ply);
      put (n, "sheet", hakem_casefile_color_key (d->sheet));
      put_number (n, "cell", d->cell);
      put (n, "kind", chess_reconcile_kind_name (d->kind));
      if (d->played != CHESS_MOVE_NONE)
        put_move (n, "played", &r->start, r->moves, d->ply, d->played);
      const char *written = g_ptr_array_index (r->written, i);
      if (written)
        put (n, "written", written);
    }
}

/* Reading. ---------------------------------------------------------------------------------- */

static gboolean
is_element (xmlNodePtr node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns
         && xmlStrEqual (node->ns->href, BAD_CAST CASEFILE_NS)
         && xmlStrEqual (node->name, BAD_CAST name);
}

static gboolean
invalid (GError **error, xmlNodePtr node, const char *what)
{
  g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
               /* TRANSLATORS: a line of the case file, an element's name (keep it), then what
                * is wrong with it */
               _ ("Line %ld: <%s> of a reconciliation: %s."), xmlGetLineNo (node),
               (const char *) node->name, what);
  return FALSE;
}

static gboolean
number (xmlNodePtr node, const char *name, gint64 min, gint64 max, gint64 *out, GError **error)
{
  g_autofree char *text = hakem_xml_attr (node, name);
  if (!text || !g_ascii_string_to_signed (g_strstrip (text), 10, min, max, out, NULL))
    return invalid (error, node, _ ("a number is missing or out of bounds"));
  return TRUE;
}

/* The move in attribute name, legal at ply (from 1) of the game found; with none allowed,
 * CHESS_MOVE_NONE when the attribute is absent. */
static gboolean
move_at (xmlNodePtr node, const char *name, const HakemReconciliation *r, int ply,
         gboolean none_allowed, ChessMove *out, GError **error)
{
  g_autofree char *uci = hakem_xml_attr (node, name);
  *out = CHESS_MOVE_NONE;
  if (!uci && none_allowed)
    return TRUE;
  if (!uci || ply < 1 || ply > (int) r->moves->len)
    return invalid (error, node, _ ("a move is missing, or its ply is not in the game found"));
  ChessPosition pos = r->start;
  for (int i = 0; i + 1 < ply; i++)
    {
      ChessUndo undo;
      chess_position_make (&pos, g_array_index (r->moves, ChessMove, i), &undo);
    }
  *out = hakem_session_legal_uci (&pos, uci);
  if (*out == CHESS_MOVE_NONE)
    return invalid (error, node, _ ("a move is not legal where it stands"));
  return TRUE;
}

static gboolean
read_kind (xmlNodePtr node, ChessReconcileKind *kind, GError **error)
{
  g_autofree char *text = hakem_xml_attr (node, "kind");
  for (int k = CHESS_RECONCILE_DECORATION; text && k <= CHESS_RECONCILE_NOT_RECORDED; k++)
    if (strcmp (text, chess_reconcile_kind_name ((ChessReconcileKind) k)) == 0)
      {
        *kind = (ChessReconcileKind) k;
        return TRUE;
      }
  return invalid (error, node, _ ("no kind of mistake the reconciler knows"));
}

static gboolean
read_game_found (xmlNodePtr node, HakemReconciliation *r, GError **error)
{
  ChessPosition pos = r->start;
  for (xmlNodePtr m = node->children; m; m = m->next)
    {
      if (!is_element (m, "move"))
        continue;
      g_autofree char *uci = hakem_xml_attr (m, "uci");
      ChessMove move = uci ? hakem_session_legal_uci (&pos, uci) : CHESS_MOVE_NONE;
      if (move == CHESS_MOVE_NONE || r->moves->len >= MAX_COUNT)
        return invalid (error, m, _ ("a move is not legal where it stands"));
      g_array_append_val (r->moves, move);
      ChessUndo undo;
      chess_position_make (&pos, move, &undo);
    }
  return TRUE;
}

static gboolean
read_part (xmlNodePtr n, HakemReconciliation *r, GError **error)
{
  if (is_element (n, "sheet"))
    {
      ChessColor color;
      g_autofree char *key = hakem_xml_attr (n, "color");
      if (!key || !chess_color_from_name (key, &color) || r->sheets[color])
        return invalid (error, n, _ ("each sheet once, White's and Black's"));
      r->sheets[color] = hakem_xml_text (n);
      return TRUE;
    }
  if (is_element (n, "game-found"))
    return read_game_found (n, r, error);
  gint64 ply;
  if (is_element (n, "decision"))
    {
      HakemReconciliationDecision d;
      if (!number (n, "ply", 1, MAX_COUNT, &ply, error)
          || !move_at (n, "uci", r, (int) ply, FALSE, &d.move, error)
          || !move_at (n, "proposed", r, (int) ply, FALSE, &d.proposed, error))
        return FALSE;
      d.ply = (int) ply;
      g_array_append_val (r->decisions, d);
      return TRUE;
    }
  if (is_element (n, "discrepancy"))
    {
      ChessReconcileDiscrepancy d = { 0 };
      gint64 cell;
      g_autofree char *sheet = hakem_xml_attr (n, "sheet");
      if (!number (n, "ply", 1, MAX_COUNT, &ply, error)
          || !number (n, "cell", -1, CHESS_RECONCILE_MAX_CELLS, &cell, error)
          || !read_kind (n, &d.kind, error))
        return FALSE;
      if (!sheet || !chess_color_from_name (sheet, &d.sheet))
        return invalid (error, n, _ ("each sheet once, White's and Black's"));
      d.ply = (int) ply;
      d.cell = (int) cell;
      /* An extra cell's ply is that of the next move, which may be one past the game. */
      if (d.kind == CHESS_RECONCILE_EXTRA && !xmlHasNsProp (n, BAD_CAST "played", NULL))
        d.played = CHESS_MOVE_NONE;
      else if (!move_at (n, "played", r, d.ply, FALSE, &d.played, error))
        return FALSE;
      g_autofree char *written = hakem_xml_attr (n, "written");
      /* A cell of a sheet as typed: the report lays it out in a narrow column. */
      if (written && strlen (written) > HAKEM_SHEET_CELL_MAX_BYTES)
        return invalid (error, n, _ ("the cell written is longer than a scoresheet's cell can be"));
      hakem_reconciliation_add_discrepancy (r, &d, written);
    }
  return TRUE;
}

HakemReconciliation *
hakem_casefile_read_reconciliation (xmlNodePtr node, const ChessPosition *start, GError **error)
{
  g_autoptr (HakemReconciliation) r = hakem_reconciliation_new (start);
  gint64 decided;
  g_autofree char *reached = hakem_xml_attr (node, "final-reached");
  if (!number (node, "decided", 0, MAX_COUNT, &decided, error))
    return NULL;
  r->decided = (int) decided;
  r->final_reached
      = reached && (strcmp (g_strstrip (reached), "true") == 0 || strcmp (reached, "1") == 0);
  /* The game found first: the decisions and discrepancies name its moves. */
  for (xmlNodePtr n = node->children; n; n = n->next)
    if (is_element (n, "game-found") && !read_game_found (n, r, error))
      return NULL;
  for (xmlNodePtr n = node->children; n; n = n->next)
    if (!is_element (n, "game-found") && n->type == XML_ELEMENT_NODE && !read_part (n, r, error))
      return NULL;
  if (!r->sheets[CHESS_WHITE] || !r->sheets[CHESS_BLACK] || r->decided > (int) r->moves->len)
    {
      invalid (error, node, _ ("both sheets are needed, and no more moves decided than found"));
      return NULL;
    }
  return g_steal_pointer (&r);
}
