/* board-redraw.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Times redraws of HakemBoardView at 800x800 pixels: offscreen through the window's renderer,
 * on screen as whole frames, and the first redraw after a size change (the sprite cache refill).
 *
 * Usage: board-redraw [--reps N] [--resizes K] [--size PX] [--fen FEN] [--png FILE]
 *
 * The board is the only child of an undecorated window of PX x PX (800 by default); the
 * renderer is the one GTK chose for that window (GSK_RENDERER decides, as in the application).
 * Three measurements, all on CLOCK_MONOTONIC:
 *  offscreen  N times: gtk_widget_queue_draw, then gtk_widget_snapshot_child into a new
 *             GtkSnapshot (the widget records its Cairo drawing) and gsk_renderer_render_texture
 *             of the node at PX x PX (the recording is replayed, i.e. rasterised), and for a GL
 *             renderer gdk_texture_download, so the work is finished when the clock stops.
 *  frame      N times: gtk_widget_queue_draw and the main loop, timed from the frame clock's
 *             before-paint to its after-paint: snapshot, render and present of the window.
 *  resize     K times each way: the board is allocated PX+80 then PX again, and the first
 *             offscreen redraw at the new size is timed; it renders the 12 SVG pieces again.
 *  frame-floor  N frames of the same window with a GtkDrawingArea that only fills itself with
 *             one colour in place of the board: what any Cairo-drawn widget of that size costs.
 * Prints the median and the worst of each, in milliseconds, as key: value lines. --png writes
 * the board's offscreen rendering, once it has settled, to FILE (to compare how pieces look).
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hakem-board-view.h"

#define DEFAULT_FEN "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"

typedef struct
{
  GtkWidget *window;
  GtkWidget *board;
  gboolean painted;
  gint64 frame_start;
  gint64 frame_us;
} Bench;

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static void
report (const char *name, double *ms, int n)
{
  qsort (ms, n, sizeof *ms, compare_doubles);
  double median = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
  printf ("%s-median-ms: %.3f\n%s-worst-ms: %.3f\n%s-count: %d\n", name, median, name, ms[n - 1],
          name, n);
}

static void
on_before_paint (GdkFrameClock *clock, Bench *b)
{
  b->frame_start = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock, Bench *b)
{
  b->frame_us = g_get_monotonic_time () - b->frame_start;
  b->painted = TRUE;
}

static void
wait_for_frame (Bench *b)
{
  b->painted = FALSE;
  while (!b->painted)
    g_main_context_iteration (NULL, TRUE);
}

static void
paint_fill (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  cairo_set_source_rgb (cr, 0.56, 0.65, 0.52);
  cairo_paint (cr);
}

/* One offscreen redraw at the board's current allocation; returns milliseconds, and in
 * *record_ms the part spent by the widget recording its drawing. */
static double
offscreen_redraw (Bench *b, GskRenderer *renderer, gboolean download, double *record_ms,
                  const char *png)
{
  int w = gtk_widget_get_width (b->board), h = gtk_widget_get_height (b->board);
  static guchar *pixels;
  static gsize pixels_size;
  gtk_widget_queue_draw (b->board);
  gint64 start = g_get_monotonic_time ();
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gtk_widget_snapshot_child (b->window, b->board, snapshot);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
  gint64 recorded = g_get_monotonic_time ();
  GdkTexture *texture
      = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  if (download)
    {
      gsize size = (gsize) w * h * 4;
      if (size > pixels_size)
        {
          pixels = g_realloc (pixels, size);
          pixels_size = size;
        }
      gdk_texture_download (texture, pixels, (gsize) w * 4);
    }
  gint64 end = g_get_monotonic_time ();
  if (record_ms)
    *record_ms = (recorded - start) / 1000.0;
  if (png && !gdk_texture_save_to_png (texture, png))
    g_printerr ("board-redraw: cannot write %s\n", png);
  g_object_unref (texture);
  gsk_render_node_unref (node);
  return (end - start) / 1000.0;
}

int
main (int argc, char **argv)
{
  int reps = 200, resizes = 10, size = 800;
  const char *fen = DEFAULT_FEN, *png = NULL;
  for (int i = 1; i < argc; i++)
    {
      if (i + 1 < argc && strcmp (argv[i], "--reps") == 0)
        reps = atoi (argv[++i]);
      else if (i + 1 < argc && strcmp (argv[i], "--resizes") == 0)
        resizes = atoi (argv[++i]);
      else if (i + 1 < argc && strcmp (argv[i], "--size") == 0)
        size = atoi (argv[++i]);
      else if (i + 1 < argc && strcmp (argv[i], "--fen") == 0)
        fen = argv[++i];
      else if (i + 1 < argc && strcmp (argv[i], "--png") == 0)
        png = argv[++i];
      else
        {
          fprintf (stderr, "usage: board-redraw [--reps N] [--resizes K] [--size PX] [--fen FEN] "
                           "[--png FILE]\n");
          return 2;
        }
    }
  ChessPosition pos;
  int column = 0;
  if (reps < 1 || resizes < 1 || size < 192 || chess_position_from_fen (&pos, fen, &column) != 0)
    {
      fprintf (stderr, "board-redraw: bad arguments (FEN error at column %d)\n", column);
      return 2;
    }

  gtk_init ();
  Bench b = { 0 };
  b.window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (b.window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (b.window), size, size);
  b.board = hakem_board_view_new ();
  hakem_board_view_set_position (HAKEM_BOARD_VIEW (b.board), &pos);
  gtk_window_set_child (GTK_WINDOW (b.window), b.board);
  gtk_widget_realize (b.window);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (b.window);
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), &b);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &b);
  gtk_window_present (GTK_WINDOW (b.window));
  while (gtk_widget_get_width (b.board) != size || gtk_widget_get_height (b.board) != size)
    wait_for_frame (&b);
  wait_for_frame (&b);

  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (b.window));
  gboolean download = !GSK_IS_CAIRO_RENDERER (renderer);
  printf ("renderer: %s\nsize: %dx%d\nfen: %s\n", G_OBJECT_TYPE_NAME (renderer), size, size, fen);

  int n = MAX (reps, 2 * resizes);
  double *ms = g_new (double, n), *record = g_new (double, n);
  if (png)
    {
      /* The board as it settles: a size without built-in sprites is drawn exactly only once a
       * low-priority idle has rendered the SVGs. */
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      offscreen_redraw (&b, renderer, download, NULL, png);
    }
  for (int i = 0; i < 5; i++)
    offscreen_redraw (&b, renderer, download, NULL, NULL);
  for (int i = 0; i < reps; i++)
    ms[i] = offscreen_redraw (&b, renderer, download, &record[i], NULL);
  report ("offscreen", ms, reps);
  report ("offscreen-record", record, reps);

  for (int i = 0; i < 5; i++)
    {
      gtk_widget_queue_draw (b.board);
      wait_for_frame (&b);
    }
  for (int i = 0; i < reps; i++)
    {
      gtk_widget_queue_draw (b.board);
      wait_for_frame (&b);
      ms[i] = b.frame_us / 1000.0;
    }
  report ("frame", ms, reps);

  for (int i = 0; i < 2 * resizes; i++)
    {
      int side = i % 2 ? size : size + 80;
      gtk_widget_size_allocate (b.board, &(GtkAllocation){ 0, 0, side, side }, -1);
      ms[i] = offscreen_redraw (&b, renderer, download, &record[i], NULL);
    }
  report ("resize", ms, 2 * resizes);
  report ("resize-record", record, 2 * resizes);

  /* The floor of an on-screen frame: the same window showing one Cairo fill instead. */
  GtkWidget *area = gtk_drawing_area_new ();
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), paint_fill, NULL, NULL);
  gtk_window_set_child (GTK_WINDOW (b.window), area);
  for (int i = 0; i < 5; i++)
    {
      gtk_widget_queue_draw (area);
      wait_for_frame (&b);
    }
  for (int i = 0; i < reps; i++)
    {
      gtk_widget_queue_draw (area);
      wait_for_frame (&b);
      ms[i] = b.frame_us / 1000.0;
    }
  report ("frame-floor", ms, reps);

  g_free (ms);
  g_free (record);
  gtk_window_destroy (GTK_WINDOW (b.window));
  return 0;
}
