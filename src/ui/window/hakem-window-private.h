/* hakem-window-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What the files of HakemWindow share: the instance, and the case file's part of the window
 * (hakem-window-case.c: the restore offer and the autosave).
 */
#pragma once

#include "hakem-window.h"

#include "hakem-adaptive-box.h"
#include "hakem-board-view.h"
#include "hakem-casefile.h"
#include "hakem-clock-view.h"
#include "hakem-incident-log.h"
#include "hakem-restore-banner.h"
#include "hakem-scoresheet.h"
#include "hakem-side-panel.h"

G_BEGIN_DECLS

struct _HakemWindow
{
  AdwApplicationWindow parent_instance;

  HakemSession *session;

  AdwToastOverlay *toast_overlay;
  HakemAdaptiveBox *main_box; /* the board and the side panel: side by side, or one above
                               * the other, as its width allows */
  gboolean narrow;        /* the board above the panel: the panel and the clocks laid out for it */
  const char *clock_size; /* the window's style class for the clocks' digits, or NULL */
  guint layout_idle_id;
  gulong clocks_later_id; /* the frame clock's after-paint, to put the clocks side by side */
  HakemBoardView *board;
  GtkWidget *header_bar;
  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  char *event_line; /* the subtitle while the game goes on: event, round, board (or "") */
  GtkMenuButton *menu_button;
  GMenuModel *primary_menu;
  GtkBox *side_panel; /* the panel's outer box, at its width from the first frame */

  /* The panel's content, built after the first frame or when first needed: NULL until then. */
  HakemSidePanel *panel;
  gulong after_paint_id;
  GdkFrameClock *frame_clock; /* while after_paint_id is connected */
  char *status_message;       /* "status-message": the status line's passing message, or NULL */
  int shown_ply;              /* "shown-ply": the position the board shows, or -1 (live) */
  HakemClockView *clock;
  HakemScoresheet *scoresheet;
  HakemIncidentLog *incident_log;
  GtkStack *side_stack;
  GtkLabel *status;
  GtkEntry *move_entry;
  HakemRestoreBanner *restore_banner;

  /* The case file kept current after every change (hakem-window-case.c), from the arbiter's
   * answer about the one found at start-up, or from the first change made before it. */
  char *autosave_path;
  HakemAutosave *autosave;
  gboolean autosave_failed;  /* its error was shown once */
  gboolean autosave_watched; /* its errors are checked after every change (connected once) */
  char *found_path;          /* the case on offer in the banner: autosave_path, or where it was
                              * set aside; NULL when none is on offer */

  /* The case file the arbiter opened or saved as a document: the autosave writes there
   * (autosave_path is the same); NULL while it writes to the autosave file of its own. */
  char *document;
  int selected_incident; /* the incident last picked in the log, or -1 */
  GFile *opening;        /* the file to open once the arbiter agrees to replace the game */
  char *choosing;        /* the PGN file whose game chooser is open */
  char *kept_text;       /* what the status line says of the case kept aside for a new game */
  /* A board of the round to open once the arbiter agrees to leave the game in the window
   * (hakem-window-open.c), or NULL. */
  struct _HakemRoundRequest *round_request;

  GSettings *settings; /* NULL when the schema is not installed */
};

/* A passing message on the status line ("status-message"), until the record changes or another
 * position is shown; NULL: the line says the state again. */
void hakem_window_show_status (HakemWindow *self, const char *text);
/* Something the arbiter asked for cannot be done: the status line says why, with the bell. */
void hakem_window_refuse (HakemWindow *self, const char *why);
/* Why a move or a clock press is not taken once the game is over. */
void hakem_window_refuse_game_over (HakemWindow *self);
/* A passing confirmation (saved, applied, ...): a toast over the window. */
void hakem_window_toast (HakemWindow *self, const char *text);
/* Builds the side panel now if the first frame has not yet. */
void hakem_window_ensure_side_panel (HakemWindow *self);
/* Puts the focus on the move entry, unless the restore banner is asking. */
void hakem_window_focus_move_entry (HakemWindow *self);

/* Before the game in the window is replaced (a new game, a file opened): a game in progress is
 * never left without the arbiter's word. THEN runs once the arbiter agrees, or at once. */
typedef void (*HakemReplaceFunc) (HakemWindow *self);
void hakem_window_confirm_replacing (HakemWindow *self, HakemReplaceFunc then);
/* The same, with OTHERWISE (or NULL) run when the arbiter keeps the game. */
void hakem_window_confirm_replacing_or (HakemWindow *self, HakemReplaceFunc then,
                                        HakemReplaceFunc otherwise);

/* Actions (hakem-window-actions.c). ---------------------------------------------------------- */

/* Installs the window's actions ("win.new-game", "win.undo", ..., "win.notation") on its class. */
void hakem_window_class_install_actions (GtkWidgetClass *widget_class);
/* Greys out the actions that cannot apply in the session's state (undo with no move, ...): called
 * whenever the session changes. */
void hakem_window_update_actions (HakemWindow *self);

/* Files (hakem-window-open.c). --------------------------------------------------------------- */

/* The file chooser of Open (the arbiter was asked about the game in the window before). */
void hakem_window_show_open_dialog (HakemWindow *self);
/* win.save-case: Save Case As. */
void hakem_window_save_case_activated (GtkWidget *widget, const char *action_name, GVariant *param);
/* Files dropped on the window open as hakem_window_open_file does. */
void hakem_window_accept_drops (HakemWindow *self);
/* Frees a board of the round still waiting for the arbiter's answer. */
void hakem_window_open_dispose (HakemWindow *self);

/* The case file (hakem-window-case.c). ------------------------------------------------------ */

/* The actions of the restore banner: win.offer-restore (the autosave path), win.restore-case,
 * win.discard-case, win.dismiss-banner. */
void hakem_window_offer_restore_activated (GtkWidget *widget, const char *action_name,
                                           GVariant *param);
void hakem_window_restore_case_activated (GtkWidget *widget, const char *action_name,
                                          GVariant *param);
void hakem_window_discard_case_activated (GtkWidget *widget, const char *action_name,
                                          GVariant *param);
void hakem_window_dismiss_banner_activated (GtkWidget *widget, const char *action_name,
                                            GVariant *param);
/* The session changed while a found case is on offer: it is set aside under another name and the
 * autosave starts, so that the arbiter's work is saved and the found case kept. */
void hakem_window_protect_found_case (HakemWindow *self);
/* The game in the window is about to be replaced by another (a new game, a file opened): when
 * the session has moves or incidents, its case file is kept aside under a name of its own
 * (PATH.replaced, -2, ...), never overwritten. Returns what the status line should say once the
 * new game is in (free it), or NULL. */
char *hakem_window_keep_case (HakemWindow *self);
/* Replaces the session with the case file at path, which becomes the document the autosave
 * writes to; a case on offer in the banner is left where it is, for the next start. On failure
 * the session is as it was and the autosave goes on where it wrote before. */
gboolean hakem_window_open_case_document (HakemWindow *self, const char *path,
                                          HakemSavedClock *saved, GError **error);
/* The session was saved as the case file at path: the autosave writes there from now on, and
 * its own file, a copy no longer needed, is deleted. */
void hakem_window_attach_case_document (HakemWindow *self, const char *path);

/* win.print-report and win.save-scenario (hakem-window-desk.c). */
void hakem_window_print_report_activated (GtkWidget *widget, const char *name, GVariant *param);
void hakem_window_save_scenario_activated (GtkWidget *widget, const char *name, GVariant *param);
/* Frees what the case file's part holds. */
void hakem_window_case_dispose (HakemWindow *self);

G_END_DECLS
