/* test-window.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The main window under Xvfb: moves typed as written, the clock, draw claims through the claim
 * dialog, the ruling applied to game and clocks; a PNG of the window for review.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "hakem-board-view.h"
#include "hakem-application.h"
#include "hakem-casefile.h"
#include "hakem-claim-dialog.h"
#include "hakem-clock-view.h"
#include "hakem-incident-log.h"
#include "hakem-new-game-dialog.h"
#include "hakem-scoresheet.h"
#include "hakem-side-panel.h"
#include "hakem-restore-banner.h"
#include "hakem-window.h"
#include "ui-test-util.h"

static HakemWindow *
new_window (void)
{
  HakemWindow *w = g_object_new (HAKEM_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (w));
  return w;
}

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Types a move into the window's entry and presses Enter. */
/* The letters the window reads moves in: English, or Turkish with the Turkish interface. */
static ChessSanLanguage
window_letters (HakemWindow *w)
{
  g_autofree char *notation = NULL;
  g_object_get (w, "notation", &notation, NULL);
  return g_str_equal (notation, "tr") ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH;
}

/* Types text as written, into the window's entry, and presses Enter. */
static void
type_text (HakemWindow *w, const char *text)
{
  GtkWidget *entry = NULL;
  g_object_get (w, "focus-widget", &entry, NULL);
  g_clear_object (&entry);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.enter-move", NULL);
  g_object_get (w, "focus-widget", &entry, NULL);
  g_assert_nonnull (entry);
  GtkWidget *e = entry;
  while (e && !GTK_IS_ENTRY (e))
    e = gtk_widget_get_parent (e);
  g_assert_true (GTK_IS_ENTRY (e));
  gtk_editable_set_text (GTK_EDITABLE (e), text);
  g_signal_emit_by_name (e, "activate");
  g_object_unref (entry);
  spin ();
}

/* Types a move given in English letters as the arbiter writes it in the window's letters
 * ("Nf3" is "Af3" with the Turkish ones); a move that is not legal is typed as it is. */
static void
type_move (HakemWindow *w, const char *english)
{
  const ChessPosition *pos = &hakem_session_get_game (hakem_window_get_session (w))->current;
  ChessSanReading r;
  char buf[CHESS_SAN_MAX];
  if (chess_san_read (pos, english, CHESS_SAN_ENGLISH, 0, &r) == CHESS_SAN_OK)
    type_text (w, chess_san_write (pos, r.move, window_letters (w), buf, sizeof buf));
  else
    type_text (w, english);
}

/* The window's header bar (an AdwHeaderBar in its content). */
static GtkWidget *
header_bar (HakemWindow *w)
{
  GtkWidget *bar = ui_test_find_widget (GTK_WIDGET (w), ADW_TYPE_HEADER_BAR);
  g_assert_nonnull (bar);
  return bar;
}

static gboolean
label_is (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
         && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text);
}

/* A visible label under root that shows exactly text, or NULL. */
static GtkWidget *
find_label_with (GtkWidget *root, const char *text)
{
  return ui_test_find (root, label_is, text);
}

typedef struct
{
  const char *text;
  const char *css_class;
} Containing;

static gboolean
label_contains (GtkWidget *widget, gconstpointer data)
{
  const Containing *c = data;
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, c->css_class)
         && strstr (gtk_label_get_text (GTK_LABEL (widget)), c->text);
}

/* The label of that style class under root whose text contains text, or NULL. */
static GtkWidget *
find_label_containing (GtkWidget *root, const char *text, const char *css_class)
{
  Containing c = { text, css_class };
  return ui_test_find (root, label_contains, &c);
}

static HakemClaimDialog *
find_claim_dialog (void)
{
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) o = g_list_model_get_item (tops, i);
      if (HAKEM_IS_CLAIM_DIALOG (o))
        return HAKEM_CLAIM_DIALOG (o);
    }
  return NULL;
}

static void
test_moves_and_threefold (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  const char *moves[] = { "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8" };
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    type_move (w, moves[i]);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 8);

  /* A move the position does not allow is refused and not recorded. */
  type_move (w, "Ke2");
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 8);

  /* The initial position for the third time, White to move: 9.2.1.2, a correct claim. */
  gtk_widget_activate_action (GTK_WIDGET (w), "win.claim", NULL);
  spin ();
  HakemClaimDialog *d = find_claim_dialog ();
  g_assert_nonnull (d);
  hakem_claim_dialog_set_claim (d, CHESS_CLAIM_THREEFOLD, NULL);
  hakem_claim_dialog_rule (d);
  ui_test_spin ();
  const ChessRuling *r = hakem_claim_dialog_get_ruling (d);
  g_assert_nonnull (r);
  g_assert_cmpint (r->verdict, ==, CHESS_VERDICT_CORRECT);
  g_assert_cmpint (r->occurrence_count, ==, 3);
  hakem_claim_dialog_apply (d);
  spin ();
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (hakem_session_get_game (s)->ending, ==, CHESS_ENDING_CLAIM);

  /* The result ends the game: the header, the status line and the scoresheet's last line say
   * how (9.2), and a move or a clock press is refused with a reason. */
  g_autofree char *outcome
      = g_strdup_printf (_ ("%s %s, %s"), "½–½", _ ("threefold repetition"), "9.2");
  g_assert_nonnull (find_label_with (header_bar (w), outcome));
  GtkWidget *sheet = ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_SCORESHEET);
  g_assert_nonnull (find_label_with (sheet, outcome));
  type_move (w, "e4");
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 8);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (w), outcome, "status"));
  gtk_widget_activate_action (GTK_WIDGET (w), "win.clock-press", NULL);
  g_assert_false (hakem_session_get_clock (s)->started);

  /* The arbiter reopens it, with a reason; the log keeps it and the game goes on. */
  guint incidents = hakem_session_get_incident_count (s);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.reopen", NULL);
  spin ();
  GtkWindow *question = ui_test_find_transient (GTK_WINDOW (w));
  g_assert_nonnull (question);
  g_assert_true (gtk_window_get_modal (question));
  GtkWidget *note = ui_test_find_widget (GTK_WIDGET (question), GTK_TYPE_ENTRY);
  g_assert_nonnull (note);
  gtk_editable_set_text (GTK_EDITABLE (note), "wrong scoresheet");
  /* Enter in the note activates the default answer, Reopen (a button shows itself pressed for
   * a moment before it is clicked). */
  g_signal_emit_by_name (ui_test_find_widget (note, GTK_TYPE_TEXT), "activate");
  while (hakem_session_is_over (s))
    g_main_context_iteration (NULL, TRUE);
  spin ();
  g_assert_false (hakem_session_is_over (s));
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  g_assert_cmpstr (hakem_session_get_incident (s, incidents)->note, ==, "wrong scoresheet");
  g_assert_null (find_label_with (sheet, outcome));
  g_assert_null (find_label_with (header_bar (w), outcome));
  type_move (w, "e4");
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 9);
  gtk_window_destroy (GTK_WINDOW (w));
}

static void
test_incorrect_claim_and_clock (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  /* The default control is 40/5400+30:1800+30: standard play, 90 minutes each. */
  gtk_widget_activate_action (GTK_WIDGET (w), "win.clock-start", NULL);
  g_assert_true (hakem_session_get_clock (s)->running);
  type_move (w, "e4");
  /* The move pressed the clock: White completed one move and got the 30 s increment. */
  const ChessClock *c = hakem_session_get_clock (s);
  g_assert_cmpint (c->moves[CHESS_WHITE], ==, 1);
  int64_t white = chess_clock_remaining (c, CHESS_WHITE, g_get_monotonic_time ());
  g_assert_cmpint (white, >, (int64_t) 5400 * G_USEC_PER_SEC);
  g_assert_cmpint (white, <=, (int64_t) 5430 * G_USEC_PER_SEC);
  g_assert_cmpint (hakem_session_get_game (s)->moves[0].clock_ms, >, 5400 * 1000);

  /* Black claims threefold with nothing repeated: incorrect, two minutes for White (9.5.3). */
  int64_t before = chess_clock_remaining (c, CHESS_WHITE, g_get_monotonic_time ());
  gtk_widget_activate_action (GTK_WIDGET (w), "win.claim", NULL);
  spin ();
  g_assert_false (hakem_session_get_clock (s)->running); /* 9.5.1: stopped for the claim */
  HakemClaimDialog *d = find_claim_dialog ();
  g_assert_nonnull (d);
  hakem_claim_dialog_set_claim (d, CHESS_CLAIM_THREEFOLD, "e5");
  hakem_claim_dialog_rule (d);
  ui_test_spin ();
  const ChessRuling *r = hakem_claim_dialog_get_ruling (d);
  g_assert_nonnull (r);
  g_assert_cmpint (r->verdict, ==, CHESS_VERDICT_INCORRECT);
  g_assert_cmpint (r->adjust_seconds, ==, 120);
  hakem_claim_dialog_apply (d);
  spin ();
  int64_t after = chess_clock_remaining (c, CHESS_WHITE, g_get_monotonic_time ());
  g_assert_cmpint (after - before, ==, (int64_t) 120 * G_USEC_PER_SEC);
  /* The intended move had to be played. */
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_NONE);
  gtk_window_destroy (GTK_WINDOW (w));
}

static void
test_render_png (void)
{
  HakemWindow *w = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (w), 1100, 760);
  type_move (w, "e4");
  type_move (w, "e5");
  /* Wait, however long a loaded machine takes, until the window is mapped and has drawn. */
  GdkPaintable *p = gtk_widget_paintable_new (GTK_WIDGET (w));
  GskRenderNode *node = NULL;
  int width = 0, height = 0;
  while (!node)
    {
      spin ();
      g_usleep (20000);
      width = gtk_widget_get_width (GTK_WIDGET (w));
      height = gtk_widget_get_height (GTK_WIDGET (w));
      if (!gtk_widget_get_mapped (GTK_WIDGET (w)) || width <= 0 || height <= 0)
        continue;
      GtkSnapshot *snap = gtk_snapshot_new ();
      gdk_paintable_snapshot (p, GDK_SNAPSHOT (snap), width, height);
      node = gtk_snapshot_free_to_node (snap);
    }
  g_assert_nonnull (node);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (w));
  g_autoptr (GdkTexture) texture = gsk_renderer_render_texture (renderer, node, NULL);
  gsk_render_node_unref (node);
  const char *lang = g_getenv ("LANGUAGE");
  g_autofree char *name = g_strdup_printf ("window-%s.png", lang && *lang ? lang : "en");
  g_autofree char *path = g_build_filename (
      g_getenv ("MESON_BUILD_ROOT") ? g_getenv ("MESON_BUILD_ROOT") : ".", name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("window rendered to %s", path);
  g_object_unref (p);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A predicate that never matches: it gathers every shortcut row into the array it is given. */
static gboolean
collect_shortcut (GtkWidget *widget, gconstpointer data)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_ptr_array_add ((GPtrArray *) data, widget);
  return FALSE;
}

static void
test_shortcuts_window (void)
{
  /* The application sets the accelerators (at start-up), as it does for the user's window. */
  g_autoptr (HakemApplication) app = hakem_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  HakemWindow *w = hakem_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (w));
  gtk_widget_activate_action (GTK_WIDGET (w), "win.show-help-overlay", NULL);
  spin ();
  GtkShortcutsWindow *overlay
      = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (w));
  g_assert_nonnull (overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  /* Every row shows its keys: those of an action come from the application's accelerators. */
  g_autoptr (GPtrArray) shortcuts = g_ptr_array_new ();
  ui_test_find (GTK_WIDGET (overlay), collect_shortcut, shortcuts);
  int rows = 0;
  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkWidget *c = g_ptr_array_index (shortcuts, i);
      g_autofree char *title = NULL, *accel = NULL, *action = NULL;
      g_object_get (c, "title", &title, "accelerator", &accel, "action-name", &action, NULL);
      if (!accel || !*accel)
        g_error ("the shortcut \"%s\" (%s) shows no key", title, action ? action : "-");
      if (action)
        {
          g_auto (GStrv) app_accels
              = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);
          g_assert_nonnull (app_accels[0]);
        }
      rows++;
    }
  g_assert_cmpint (rows, >=, 26);
  /* Asked again, the same window. */
  gtk_widget_activate_action (GTK_WIDGET (w), "win.show-help-overlay", NULL);
  g_assert_true (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (w)) == overlay);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* The primary menu is made when first opened (not for the first frame), here by the keyboard's
 * activation of the button and by gtk_menu_button_popup (what F10 and a click come to; F10 was
 * also tried by hand with xdotool), and then holds every command of the menu. */
static void
test_primary_menu (void)
{
  HakemWindow *w = new_window ();
  spin ();
  GtkWidget *titlebar = header_bar (w);
  GtkMenuButton *button = GTK_MENU_BUTTON (ui_test_find_widget (titlebar, GTK_TYPE_MENU_BUTTON));
  g_assert_nonnull (button);
  g_assert_true (gtk_menu_button_get_primary (button));
  g_assert_null (gtk_menu_button_get_menu_model (button));

  /* Enter or Space on the focused button, as a keyboard user opens it: the key activates the
   * menu button's own toggle button. */
  GtkWidget *toggle = ui_test_find_widget (GTK_WIDGET (button), GTK_TYPE_TOGGLE_BUTTON);
  g_assert_nonnull (toggle);
  g_assert_true (gtk_widget_activate (toggle));
  /* GtkButton shows itself pressed for a moment before it is clicked. */
  while (!gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
    g_main_context_iteration (NULL, TRUE);
  spin ();
  GMenuModel *model = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (model);
  GtkPopover *popover = gtk_menu_button_get_popover (button);
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  /* Sections: files, the arbiter's procedures, the board, the desk's, the committee's and the
   * course's windows, help. */
  g_assert_cmpint (g_menu_model_get_n_items (model), ==, 5);
  GMenuModel *files = g_menu_model_get_item_link (model, 0, G_MENU_LINK_SECTION);
  g_assert_cmpint (g_menu_model_get_n_items (files), ==, 6);
  g_object_unref (files);
  GMenuModel *desk = g_menu_model_get_item_link (model, 3, G_MENU_LINK_SECTION);
  g_autofree char *first = NULL;
  g_assert_true (g_menu_model_get_item_attribute (desk, 0, G_MENU_ATTRIBUTE_ACTION, "s", &first));
  g_assert_cmpstr (first, ==, "app.watch-round");
  g_object_unref (desk);
  GMenuModel *arbiter = g_menu_model_get_item_link (model, 1, G_MENU_LINK_SECTION);
  g_assert_cmpint (g_menu_model_get_n_items (arbiter), ==, 8);
  g_autofree char *action = NULL;
  g_assert_true (
      g_menu_model_get_item_attribute (arbiter, 0, G_MENU_ATTRIBUTE_ACTION, "s", &action));
  g_assert_cmpstr (action, ==, "win.claim");
  g_object_unref (arbiter);
  gtk_menu_button_popdown (button);
  spin ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));

  /* Opened again, the same popover and model. */
  gtk_menu_button_popup (button);
  spin ();
  g_assert_true (gtk_menu_button_get_popover (button) == popover);
  g_assert_true (gtk_menu_button_get_menu_model (button) == model);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  gtk_menu_button_popdown (button);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Moves as a click on a square (or Enter on the keyboard cursor) makes them. */
static void
test_board_moves (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  HakemBoardView *board
      = HAKEM_BOARD_VIEW (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_BOARD_VIEW));
  g_assert_nonnull (board);
  hakem_board_view_activate_square (board, CHESS_SQUARE (4, 1)); /* e2 */
  hakem_board_view_activate_square (board, CHESS_SQUARE (4, 3)); /* e4 */
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  /* 3.7: a pawn does not move three squares: refused, nothing recorded. */
  hakem_board_view_activate_square (board, CHESS_SQUARE (3, 6)); /* d7 */
  hakem_board_view_activate_square (board, CHESS_SQUARE (3, 3)); /* d4 */
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  /* A piece of the side not to move cannot be picked up. */
  hakem_board_view_activate_square (board, CHESS_SQUARE (6, 0)); /* g1 */
  hakem_board_view_activate_square (board, CHESS_SQUARE (5, 2)); /* f3 */
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  hakem_board_view_activate_square (board, CHESS_SQUARE (6, 7)); /* g8 */
  hakem_board_view_activate_square (board, CHESS_SQUARE (5, 5)); /* f6 */
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);
  gtk_window_destroy (GTK_WINDOW (w));
}

static gboolean
has_action (GtkWidget *w, gconstpointer action)
{
  return GTK_IS_ACTIONABLE (w)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), action) == 0;
}

/* The first actionable widget under ROOT whose action is ACTION. */
static GtkWidget *
find_action (GtkWidget *root, const char *action)
{
  return ui_test_find (root, has_action, action);
}

/* Every mnemonic button under W has its own accessible label and no mnemonic label's relation;
 * returns how many there are. */
static int
assert_mnemonic_buttons_named (GtkWidget *w)
{
  int n = 0;
  if (GTK_IS_BUTTON (w) && gtk_button_get_use_underline (GTK_BUTTON (w)))
    {
      n++;
      g_assert_true (
          gtk_test_accessible_has_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL));
      g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (w),
                                                        GTK_ACCESSIBLE_RELATION_LABELLED_BY));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    n += assert_mnemonic_buttons_named (c);
  return n;
}

/* What a screen reader reads for mnemonic buttons: their name once (GTK 4.8 would add the text
 * of the mnemonic label that points to the button: "Draw Claim Claim…", "Restore Restore"). */
static void
test_button_names (void)
{
  HakemWindow *w = new_window ();
  hakem_window_get_session (w); /* builds the side panel */
  GtkAccessible *claim = GTK_ACCESSIBLE (find_action (GTK_WIDGET (w), "win.claim"));
  g_assert_nonnull (claim);
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (claim)));
  gtk_test_accessible_assert_property (claim, GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Draw Claim"));
  g_assert_false (gtk_test_accessible_has_relation (claim, GTK_ACCESSIBLE_RELATION_LABELLED_BY));

  GtkAccessible *restore = GTK_ACCESSIBLE (gtk_widget_get_template_child (
      ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_RESTORE_BANNER), HAKEM_TYPE_RESTORE_BANNER,
      "restore_button"));
  g_assert_nonnull (restore);
  g_autofree char *plain = g_strdup (_ ("_Restore"));
  char *underscore = strchr (plain, '_');
  g_assert_nonnull (underscore);
  memmove (underscore, underscore + 1, strlen (underscore));
  gtk_test_accessible_assert_property (restore, GTK_ACCESSIBLE_PROPERTY_LABEL, plain);
  g_assert_false (gtk_test_accessible_has_relation (restore, GTK_ACCESSIBLE_RELATION_LABELLED_BY));

  /* A dialog's buttons likewise: the claim dialog's "_Cancel" reads "Cancel", once. */
  gtk_widget_activate_action (GTK_WIDGET (w), "win.claim", NULL);
  spin ();
  HakemClaimDialog *d = find_claim_dialog ();
  g_assert_nonnull (d);
  g_assert_cmpint (assert_mnemonic_buttons_named (GTK_WIDGET (d)), ==, 3);
  gtk_window_destroy (GTK_WINDOW (d));
  gtk_window_destroy (GTK_WINDOW (w));
}

static void
record_move (HakemBoardView *board, guint move, guint *out)
{
  *out = move;
}

/* A pawn reaching the last rank: the board asks which piece (3.7.5.1), made when first needed,
 * and the chosen one is the move's promotion. */
static void
test_board_promotion (void)
{
  GtkWidget *window = gtk_window_new ();
  HakemBoardView *board = HAKEM_BOARD_VIEW (hakem_board_view_new ());
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 640);
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, "7k/4P3/8/8/8/8/8/4K3 w - - 0 1", NULL), ==,
                   CHESS_FEN_OK);
  hakem_board_view_set_position (board, &pos);
  guint chosen = CHESS_MOVE_NONE;
  g_signal_connect (board, "move-chosen", G_CALLBACK (record_move), &chosen);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  GtkPopover *popover = GTK_POPOVER (ui_test_find_widget (GTK_WIDGET (board), GTK_TYPE_POPOVER));
  g_assert_null (popover);

  hakem_board_view_activate_square (board, CHESS_SQUARE (4, 6)); /* e7 */
  hakem_board_view_activate_square (board, CHESS_SQUARE (4, 7)); /* e8 */
  spin ();
  g_assert_cmpuint (chosen, ==, CHESS_MOVE_NONE);
  popover = GTK_POPOVER (ui_test_find_widget (GTK_WIDGET (board), GTK_TYPE_POPOVER));
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  GtkWidget *rook = NULL;
  for (GtkWidget *b = ui_test_find_widget (GTK_WIDGET (popover), GTK_TYPE_BUTTON); b;
       b = gtk_widget_get_next_sibling (b))
    {
      /* Each button names the board's promote action with its piece type. */
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (b));
      if (target && g_variant_get_int32 (target) == CHESS_ROOK
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), "board.promote") == 0)
        rook = b;
    }
  g_assert_nonnull (rook);
  g_signal_emit_by_name (rook, "clicked");
  spin ();
  g_assert_cmpuint (chosen, !=, CHESS_MOVE_NONE);
  g_assert_cmpint (chess_move_from ((ChessMove) chosen), ==, CHESS_SQUARE (4, 6));
  g_assert_cmpint (chess_move_to ((ChessMove) chosen), ==, CHESS_SQUARE (4, 7));
  g_assert_cmpint (chess_move_promotion ((ChessMove) chosen), ==, CHESS_ROOK);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_language (void)
{
  /* With LANGUAGE=tr the interface is Turkish: the status line is not the English text. */
  const char *lang = g_getenv ("LANGUAGE");
  if (!lang || !g_str_has_prefix (lang, "tr"))
    {
      g_assert_cmpstr (_ ("White to move"), ==, "White to move");
      return;
    }
  g_assert_cmpstr (_ ("White to move"), !=, "White to move");
  g_assert_cmpstr (_ ("Draw Claim"), !=, "Draw Claim");
}

/* The move entry reads the letters of the interface's language until the arbiter chooses
 * others: Turkish ones with the Turkish interface (Af3), and says which it reads. */
static void
test_letters_follow_language (void)
{
  const char *lang = g_getenv ("LANGUAGE");
  gboolean tr = lang && g_str_has_prefix (lang, "tr");
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_assert_cmpint (window_letters (w), ==, tr ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH);
  type_text (w, tr ? "Af3" : "Nf3");
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  /* The other language's letter is refused, with a message. */
  type_text (w, tr ? "Nf6" : "Af6");
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  GtkEntry *entry = GTK_ENTRY (ui_test_find_widget (GTK_WIDGET (w), GTK_TYPE_ENTRY));
  g_assert_nonnull (
      strstr (gtk_entry_get_placeholder_text (entry), tr ? "Ş V K F A" : "K Q R B N"));
  /* Chosen in the menu, the other letters. */
  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (w), "win.notation", "s", tr ? "en" : "tr"));
  type_text (w, tr ? "Nf6" : "Af6");
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);
  g_assert_nonnull (
      strstr (gtk_entry_get_placeholder_text (entry), tr ? "K Q R B N" : "Ş V K F A"));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* The window's key controller in the capture phase, as a key press reaches it. */
static gboolean
press_key (HakemWindow *w, guint keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (w));
  gboolean handled = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c)
          && gtk_event_controller_get_propagation_phase (c) == GTK_PHASE_CAPTURE)
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
    }
  g_object_unref (controllers);
  return handled;
}

/* Space presses the clock whatever has the focus, the move entry too (a space is never part of
 * a move); an arbiter's note keeps its spaces. */
static void
test_space_presses_clock (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.enter-move", NULL);
  g_assert_false (hakem_session_get_clock (s)->started);
  /* The first press starts the clock (6.6), White's. */
  g_assert_true (press_key (w, GDK_KEY_space));
  g_assert_true (hakem_session_get_clock (s)->running);
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_WHITE);
  type_move (w, "e4");
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_BLACK);
  /* With the focus on a button the clock is pressed, not the button. */
  GtkWidget *flip = GTK_WIDGET (find_action (GTK_WIDGET (w), "win.flip"));
  gtk_widget_grab_focus (flip);
  g_assert_true (press_key (w, GDK_KEY_space));
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_WHITE);
  /* A note in the incident log takes its spaces. */
  ChessPenalty warning = { .kind = CHESS_PENALTY_WARNING, .offender = CHESS_BLACK };
  g_assert_true (hakem_session_apply_penalty (s, &warning, "11.5", NULL, NULL));
  spin ();
  HakemIncidentLog *log
      = HAKEM_INCIDENT_LOG (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_INCIDENT_LOG));
  GtkStack *stack = GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (log)));
  gtk_stack_set_visible_child (stack, GTK_WIDGET (log));
  spin ();
  gtk_widget_grab_focus (GTK_WIDGET (hakem_incident_log_get_note_editable (log, 0)));
  g_assert_false (press_key (w, GDK_KEY_space));
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_WHITE);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A new window takes typed moves at once: the focus is in the move entry once the first frame
 * is painted, not on the header bar's New Game button (where Return would start a new game). */
static void
test_first_focus (void)
{
  g_unlink (g_getenv ("HAKEM_CASEFILE"));
  HakemWindow *w = new_window ();
  GtkWidget *focus = NULL;
  /* The first frame, however long a loaded machine takes to paint it. */
  while (!focus)
    {
      spin ();
      g_usleep (20000);
      focus = gtk_root_get_focus (GTK_ROOT (w));
    }
  HakemSidePanel *panel
      = HAKEM_SIDE_PANEL (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_SIDE_PANEL));
  g_assert_nonnull (panel);
  GtkWidget *entry = GTK_WIDGET (hakem_side_panel_get_move_entry (panel));
  g_assert_nonnull (focus);
  g_assert_true (focus == entry || gtk_widget_is_ancestor (focus, entry));
  /* So letters typed and Return (the entry's "activate") play the move. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "e4");
  g_signal_emit_by_name (entry, "activate");
  spin ();
  g_assert_cmpint (hakem_session_get_game (hakem_window_get_session (w))->count, ==, 1);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A game in progress is not left without a word: New Game asks first; the case file of the game
 * left is kept, not overwritten. */
static void
test_new_game_asks (void)
{
  const char *path = g_getenv ("HAKEM_CASEFILE");
  g_unlink (path);
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.offer-restore", "s", path);
  type_move (w, "e4");
  type_move (w, "e5");
  gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL);
  spin ();
  g_assert_null (ui_test_find_toplevel (HAKEM_TYPE_NEW_GAME_DIALOG));
  GtkWindow *question = ui_test_find_transient (GTK_WINDOW (w));
  g_assert_nonnull (question);
  g_assert_true (gtk_window_get_modal (question));
  /* Escape: the game stays. */
  gtk_widget_activate_action (GTK_WIDGET (question), "window.close", NULL);
  spin ();
  g_assert_null (ui_test_find_transient (GTK_WINDOW (w)));
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL);
  spin ();
  ui_test_click_button (GTK_WIDGET (ui_test_find_transient (GTK_WINDOW (w))), _ ("_Leave It"));
  GtkWindow *dialog = ui_test_find_toplevel (HAKEM_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (hakem_new_game_dialog_start (HAKEM_NEW_GAME_DIALOG (dialog)));
  gtk_window_destroy (dialog);
  spin ();
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 0);
  g_autofree char *kept = g_strconcat (path, ".replaced", NULL);
  g_autoptr (HakemSession) old = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_load (old, kept, &error));
  g_assert_cmpint (hakem_session_get_game (old)->count, ==, 2);
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (kept);
  g_unlink (path);
}

static gboolean
action_enabled (HakemWindow *w, const char *name)
{
  g_autofree char *full = g_strconcat ("win.", name, NULL);
  return ui_test_action_enabled (GTK_WINDOW (w), full);
}

/* Commands that cannot apply are greyed out: Undo with no move on the scoresheet, Reopen while
 * the game goes on; Undo stays live in a finished game (it says why, or takes back the move
 * that ended the game by itself). */
static void
test_actions_follow_game (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_assert_false (action_enabled (w, "undo"));
  g_assert_false (action_enabled (w, "reopen"));
  type_move (w, "e4");
  g_assert_true (action_enabled (w, "undo"));
  g_assert_false (action_enabled (w, "reopen"));
  /* 12.9.6: a loss by penalty ends the game. */
  ChessPenalty loss = { CHESS_PENALTY_LOSS, CHESS_WHITE, 0, CHESS_SCORE_LOSS, CHESS_SCORE_WIN, 0 };
  g_assert_true (hakem_session_apply_penalty (s, &loss, "11.3", NULL, NULL));
  spin ();
  g_assert_true (action_enabled (w, "reopen"));
  g_assert_true (action_enabled (w, "undo"));
  gtk_widget_activate_action (GTK_WIDGET (w), "win.undo", NULL);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* The header, the scoresheet's last line and the clocks follow the session's properties: the
 * session's own calls, with no action of the window, change what they show. */
static void
test_views_follow_session (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  spin ();
  GtkWidget *subtitle = find_label_containing (header_bar (w), "", "subtitle");
  g_assert_nonnull (subtitle);
  hakem_session_set_tag (s, "Event", "Club");
  hakem_session_set_tag (s, "Round", "3");
  g_autofree char *round = g_strdup_printf (_ ("Round %s"), "3");
  g_autofree char *board = g_strdup_printf (_ ("Board %s"), "7");
  g_autofree char *where = g_strconcat ("Club · ", round, NULL);
  g_autofree char *where_board = g_strconcat (where, " · ", board, NULL);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (subtitle)), ==, where);
  GtkWidget *clock = ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_CLOCK_VIEW);
  g_assert_nonnull (clock);
  GtkWidget *white_face = ui_test_child (clock, HAKEM_TYPE_CLOCK_VIEW, "white_face");
  GtkWidget *stop = ui_test_child (clock, HAKEM_TYPE_CLOCK_VIEW, "stop_button");
  g_assert_false (gtk_widget_has_css_class (white_face, "running"));
  g_assert_false (gtk_widget_get_visible (stop));

  g_assert_true (hakem_session_start_clock (s));
  g_assert_true (gtk_widget_has_css_class (white_face, "running"));
  g_assert_true (gtk_widget_get_visible (stop));

  GtkWidget *scoresheet = ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_SCORESHEET);
  GtkWidget *result_line = ui_test_child (scoresheet, HAKEM_TYPE_SCORESHEET, "result_label");
  g_assert_false (gtk_widget_get_visible (result_line));
  /* White resigns (5.1.2): 0-1, and the clock stops. */
  hakem_session_end_game (s, CHESS_RESULT_BLACK_WINS, CHESS_ENDING_RESIGNATION);
  g_autofree char *outcome = NULL;
  g_object_get (s, "outcome", &outcome, NULL);
  g_assert_true (g_str_has_prefix (outcome, "0–1 "));
  g_assert_true (g_str_has_suffix (outcome, "5.1.2"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (subtitle)), ==, outcome);
  g_assert_true (gtk_widget_get_visible (subtitle));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (result_line)), ==, outcome);
  g_assert_true (gtk_widget_get_visible (result_line));
  g_assert_false (gtk_widget_has_css_class (white_face, "running"));
  g_assert_true (gtk_widget_has_css_class (white_face, "stopped"));
  g_assert_false (gtk_widget_get_visible (stop));
  /* A tag changed while the game is over leaves the outcome in the header. */
  hakem_session_set_tag (s, "Board", "7");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (subtitle)), ==, outcome);

  g_assert_true (hakem_session_reopen (s, NULL, NULL));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (subtitle)), ==, where_board);
  g_assert_false (gtk_widget_get_visible (result_line));
  gtk_window_destroy (GTK_WINDOW (w));
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "window"))
    return g_test_run ();
  g_autofree char *dir = ui_test_private_dir ("window");
  g_test_add_func ("/window/moves-and-threefold", test_moves_and_threefold);
  g_test_add_func ("/window/incorrect-claim-and-clock", test_incorrect_claim_and_clock);
  g_test_add_func ("/window/language", test_language);
  g_test_add_func ("/window/letters-follow-language", test_letters_follow_language);
  g_test_add_func ("/window/shortcuts", test_shortcuts_window);
  g_test_add_func ("/window/space-presses-clock", test_space_presses_clock);
  g_test_add_func ("/window/actions-follow-game", test_actions_follow_game);
  g_test_add_func ("/window/views-follow-session", test_views_follow_session);
  g_test_add_func ("/window/first-focus", test_first_focus);
  g_test_add_func ("/window/new-game-asks", test_new_game_asks);
  g_test_add_func ("/window/primary-menu", test_primary_menu);
  g_test_add_func ("/window/button-names", test_button_names);
  g_test_add_func ("/window/board-moves", test_board_moves);
  g_test_add_func ("/window/board-promotion", test_board_promotion);
  g_test_add_func ("/window/render-png", test_render_png);
  int status = g_test_run ();
  ui_test_remove_private_dir (dir);
  return status;
}
