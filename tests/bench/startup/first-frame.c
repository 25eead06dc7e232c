/* first-frame.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Starts a program and times, as an X client watching the server, its first window's mapping
 * and first painting (XDamage), then closes it and reports its peak resident memory.
 *
 * Usage: first-frame [--settle MS] [--timeout MS] [--verbose] PROGRAM [ARGS...]
 *
 * The clock starts just before fork (). The watcher selects SubstructureNotify on the root
 * window, so it learns of every top-level window the program creates; on CreateNotify it puts a
 * Damage object on the window, and the X server reports each rendering into it (cairo's
 * XPutImage/XRender or Mesa's swrast XPutImage alike) as the damaged region turns non-empty.
 * The first report after the map is the server filling the window with its background (GTK sets
 * a background pixel): one colour. The first frame is the first report after which the window's
 * middle column and middle row show more than one colour: the program's own pixels, such as a
 * header bar over the content. Times are CLOCK_MONOTONIC when the event is read: microseconds of
 * resolution; the server sends the event as it executes the drawing request, one socket hop.
 *
 * After the first frame it watches --settle milliseconds more (default 1000), counting damage
 * reports and noting the last one, then asks every mapped window of the program to close
 * (WM_DELETE_WINDOW, as a window manager would), waits for the exit and prints ru_maxrss from
 * wait4 (), the figure '/usr/bin/time -f %M' prints. One line on stdout:
 *   map_ms: M background_ms: B first_frame_ms: F last_frame_ms: L damage_reports: N
 *   max_rss_kb: K exit: S width: W height: H
 * (W x H: the window's size at its first frame).
 * --verbose writes every window creation, map and damage report on stderr.
 * Exit status 0, or 1 when no frame came within --timeout (default 20000) ms.
 */
#define _DEFAULT_SOURCE /* wait4, usleep, kill under -std=c17 */

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_WINDOWS 64

typedef struct
{
  Window window;
  Damage damage;
  int mapped;
} Watched;

static Watched watched[MAX_WINDOWS];
static int n_watched;
static int verbose;
static int frame_width, frame_height; /* of the window at its first frame */

static double
now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static Watched *
find_watched (Window w)
{
  for (int i = 0; i < n_watched; i++)
    if (watched[i].window == w)
      return &watched[i];
  return NULL;
}

/* Distinct pixel values (up to 8) on the window's middle column and middle row: 1 means the
 * server's background fill, more means the program has drawn its content. */
static int
count_colours (Display *dpy, Window w, int width, int height)
{
  unsigned long seen[8];
  int n = 0;
  for (int pass = 0; pass < 2; pass++)
    {
      XImage *img = pass == 0 ? XGetImage (dpy, w, width / 2, 0, 1, height, AllPlanes, ZPixmap)
                              : XGetImage (dpy, w, 0, height / 2, width, 1, AllPlanes, ZPixmap);
      if (!img)
        continue;
      int len = pass == 0 ? height : width;
      for (int i = 0; i < len && n < 8; i++)
        {
          unsigned long px = pass == 0 ? XGetPixel (img, 0, i) : XGetPixel (img, i, 0);
          int j = 0;
          while (j < n && seen[j] != px)
            j++;
          if (j == n)
            seen[n++] = px;
        }
      XDestroyImage (img);
    }
  return n;
}

/* A window may vanish between its CreateNotify and our request for it: ignore that error. */
static int
ignore_errors (Display *dpy, XErrorEvent *ev)
{
  (void) dpy;
  (void) ev;
  return 0;
}

static void
close_windows (Display *dpy)
{
  Atom protocols = XInternAtom (dpy, "WM_PROTOCOLS", False);
  Atom delete_window = XInternAtom (dpy, "WM_DELETE_WINDOW", False);
  for (int i = 0; i < n_watched; i++)
    {
      if (!watched[i].mapped)
        continue;
      XEvent ev;
      memset (&ev, 0, sizeof ev);
      ev.xclient.type = ClientMessage;
      ev.xclient.window = watched[i].window;
      ev.xclient.message_type = protocols;
      ev.xclient.format = 32;
      ev.xclient.data.l[0] = (long) delete_window;
      ev.xclient.data.l[1] = CurrentTime;
      XSendEvent (dpy, watched[i].window, False, NoEventMask, &ev);
    }
  XFlush (dpy);
}

/* Handles events until `deadline` ms after t0, or until the first frame when `until_frame`. */
static void
pump (Display *dpy, int damage_base, double t0, double deadline, int until_frame, double *map_ms,
      double *background_ms, double *first_ms, double *last_ms, int *reports)
{
  for (;;)
    {
      while (XPending (dpy))
        {
          XEvent ev;
          XNextEvent (dpy, &ev);
          double t = now_ms () - t0;
          if (ev.type == CreateNotify && !ev.xcreatewindow.override_redirect
              && n_watched < MAX_WINDOWS && !find_watched (ev.xcreatewindow.window))
            {
              Watched *w = &watched[n_watched++];
              w->window = ev.xcreatewindow.window;
              w->damage = XDamageCreate (dpy, w->window, XDamageReportNonEmpty);
              w->mapped = 0;
              if (verbose)
                fprintf (stderr, "%9.2f create 0x%lx %dx%d\n", t, w->window, ev.xcreatewindow.width,
                         ev.xcreatewindow.height);
            }
          else if (ev.type == MapNotify)
            {
              Watched *w = find_watched (ev.xmap.window);
              if (w && !w->mapped)
                {
                  w->mapped = 1;
                  if (*map_ms < 0)
                    *map_ms = t;
                }
              if (verbose)
                fprintf (stderr, "%9.2f map 0x%lx\n", t, ev.xmap.window);
            }
          else if (ev.type == damage_base + XDamageNotify)
            {
              XDamageNotifyEvent *de = (XDamageNotifyEvent *) &ev;
              Watched *w = find_watched (de->drawable);
              XDamageSubtract (dpy, de->damage, None, None);
              if (!w || !w->mapped)
                continue;
              int colours = 0;
              if (*first_ms < 0 || verbose)
                colours = count_colours (dpy, w->window, de->geometry.width, de->geometry.height);
              if (verbose)
                fprintf (stderr, "%9.2f damage 0x%lx %dx%d+%d+%d colours %d\n", t, w->window,
                         de->area.width, de->area.height, de->area.x, de->area.y, colours);
              if (*background_ms < 0)
                *background_ms = t;
              if (*first_ms < 0 && colours > 1)
                {
                  *first_ms = t;
                  frame_width = de->geometry.width;
                  frame_height = de->geometry.height;
                }
              if (*first_ms >= 0)
                *last_ms = t;
              (*reports)++;
            }
        }
      if (until_frame && *first_ms >= 0)
        return;
      double left = deadline - (now_ms () - t0);
      if (left <= 0)
        return;
      XFlush (dpy);
      struct pollfd pfd = { ConnectionNumber (dpy), POLLIN, 0 };
      poll (&pfd, 1, left > 50 ? 50 : (int) left + 1);
    }
}

int
main (int argc, char **argv)
{
  int settle = 1000, timeout = 20000, arg = 1;
  for (; arg < argc && argv[arg][0] == '-'; arg++)
    if (strcmp (argv[arg], "--verbose") == 0)
      verbose = 1;
    else if (arg + 1 < argc && strcmp (argv[arg], "--settle") == 0)
      settle = atoi (argv[++arg]);
    else if (arg + 1 < argc && strcmp (argv[arg], "--timeout") == 0)
      timeout = atoi (argv[++arg]);
    else
      break;
  if (arg >= argc || argv[arg][0] == '-')
    {
      fprintf (stderr,
               "usage: first-frame [--settle MS] [--timeout MS] [--verbose] PROGRAM [ARGS...]\n");
      return 2;
    }

  Display *dpy = XOpenDisplay (NULL);
  if (!dpy)
    {
      fprintf (stderr, "first-frame: cannot open the display\n");
      return 2;
    }
  int damage_base, damage_error;
  if (!XDamageQueryExtension (dpy, &damage_base, &damage_error))
    {
      fprintf (stderr, "first-frame: the X server has no DAMAGE extension\n");
      return 2;
    }
  XSetErrorHandler (ignore_errors);
  XSelectInput (dpy, DefaultRootWindow (dpy), SubstructureNotifyMask);
  XSync (dpy, False);

  double t0 = now_ms ();
  if (verbose)
    fprintf (stderr, "%9.2f fork, CLOCK_MONOTONIC %.3f ms\n", 0.0, t0);
  pid_t pid = fork ();
  if (pid < 0)
    {
      perror ("first-frame: fork");
      return 2;
    }
  if (pid == 0)
    {
      close (ConnectionNumber (dpy));
      execvp (argv[arg], argv + arg);
      fprintf (stderr, "first-frame: cannot run %s: %s\n", argv[arg], strerror (errno));
      _exit (127);
    }

  double map_ms = -1, background_ms = -1, first_ms = -1, last_ms = -1;
  int reports = 0;
  pump (dpy, damage_base, t0, timeout, 1, &map_ms, &background_ms, &first_ms, &last_ms, &reports);
  if (first_ms >= 0)
    pump (dpy, damage_base, t0, first_ms + settle, 0, &map_ms, &background_ms, &first_ms, &last_ms,
          &reports);
  close_windows (dpy);

  int status = 0;
  struct rusage ru;
  memset (&ru, 0, sizeof ru);
  double stop = now_ms ();
  for (;;)
    {
      pid_t r = wait4 (pid, &status, WNOHANG, &ru);
      if (r == pid || r < 0)
        break;
      double waited = now_ms () - stop;
      if (waited > 5000)
        kill (pid, waited > 7000 ? SIGKILL : SIGTERM);
      usleep (10000);
    }
  int code = WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status);
  printf ("map_ms: %.2f background_ms: %.2f first_frame_ms: %.2f last_frame_ms: %.2f "
          "damage_reports: %d max_rss_kb: %ld exit: %d width: %d height: %d\n",
          map_ms, background_ms, first_ms, last_ms, reports, ru.ru_maxrss, code, frame_width,
          frame_height);
  XCloseDisplay (dpy);
  return first_ms >= 0 ? 0 : 1;
}
