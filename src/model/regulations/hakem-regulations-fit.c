/* hakem-regulations-fit.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Regulations and the game they rule: the profile in force in a few words, whether it is the
 * one the game's time control calls for (A.1, B.1), and the supervision the event chooses with
 * what follows from it (A.6, B.4).
 */
#include "config.h"

#include "hakem-regulations.h"

#include <glib/gi18n.h>

#include "hakem-rules-text.h"

/* The article that defines the class: A.1 sets rapid play between blitz (B.1) and standard. */
static const char *
class_article (ChessTimeClass cls)
{
  return cls == CHESS_TIME_CLASS_BLITZ ? "B.1" : "A.1";
}

char *
hakem_regulations_in_force_text (const HakemRegulations *regs)
{
  g_return_val_if_fail (regs != NULL, NULL);
  gboolean full = regs->supervision == CHESS_SUPERVISION_FULL;
  switch (regs->time_class)
    {
    case CHESS_TIME_CLASS_RAPID:
    case CHESS_TIME_CLASS_BLITZ:
      /* TRANSLATORS: the regulations in force: the class, the article that applies and who
       * watches the game, as in "Rapid play, A.5 (partial supervision)" */
      return g_strdup_printf (
          _ ("%s, %s (%s)"),
          regs->time_class == CHESS_TIME_CLASS_RAPID ? _ ("Rapid play") : _ ("Blitz"),
          regs->supervision_article, full ? _ ("full supervision") : _ ("partial supervision"));
    case CHESS_TIME_CLASS_STANDARD:
    case CHESS_TIME_CLASS_NONE:
    case CHESS_TIME_CLASS_UNKNOWN:
      break;
    }
  return g_strdup (_ ("Standard play"));
}

gboolean
hakem_regulations_fit_time_control (const HakemRegulations *regs, const ChessTimeControl *tc,
                                    char **why)
{
  g_return_val_if_fail (regs != NULL && tc != NULL, FALSE);
  ChessTimeClass cls = chess_time_control_classify (tc, NULL);
  /* Without a clock, or with an unknown one, nothing contradicts the regulations. */
  if (cls == CHESS_TIME_CLASS_NONE || cls == CHESS_TIME_CLASS_UNKNOWN || cls == regs->time_class)
    {
      if (why)
        *why = NULL;
      return TRUE;
    }
  if (why)
    {
      char human[128];
      chess_time_control_to_human (tc, NULL, human, sizeof human);
      g_autoptr (HakemRegulations) fitting = hakem_regulations_for_time_control (tc);
      if (fitting->claim_penalty.value == regs->claim_penalty.value
          && fitting->illegal_move_penalty.value == regs->illegal_move_penalty.value)
        {
          /* TRANSLATORS: why regulations do not fit a game: its time control and class with the
           * article that defines it, then the regulations' class and article */
          *why = g_strdup_printf (_ ("%s is %s (Article %s), but these regulations are for %s "
                                     "(Article %s)."),
                                  human, hakem_time_class_text (cls), class_article (cls),
                                  hakem_time_class_text (regs->time_class),
                                  regs->time_class_article);
          return FALSE;
        }
      /* TRANSLATORS: why regulations do not fit a game: its time control and class with the
       * article that defines it, the regulations' class and article, then the penalties of 9.5.3
       * and 7.5.5 in seconds under these regulations and under the FIDE profile of the class,
       * as in "90'+30" is standard play (Article A.1), but these regulations are for blitz
       * (Article B.1): an incorrect claim (9.5.3) and an illegal move (7.5.5) would add 60 and
       * 60 seconds to the opponent's time instead of 120 and 120." */
      *why = g_strdup_printf (_ ("%s is %s (Article %s), but these regulations are for %s "
                                 "(Article %s): an incorrect claim (9.5.3) and an illegal move "
                                 "(7.5.5) would add %d and %d seconds to the opponent's time "
                                 "instead of %d and %d."),
                              human, hakem_time_class_text (cls), class_article (cls),
                              hakem_time_class_text (regs->time_class), regs->time_class_article,
                              regs->claim_penalty.value, regs->illegal_move_penalty.value,
                              fitting->claim_penalty.value, fitting->illegal_move_penalty.value);
    }
  return FALSE;
}

static void
set_article (char **field, const char *article)
{
  g_free (*field);
  *field = article ? g_strdup (article) : NULL;
}

void
hakem_regulations_set_supervision (HakemRegulations *regs, ChessSupervision supervision)
{
  g_return_if_fail (regs != NULL);
  gboolean full = supervision == CHESS_SUPERVISION_FULL;
  switch (regs->time_class)
    {
    case CHESS_TIME_CLASS_RAPID:
      regs->supervision = supervision;
      set_article (&regs->supervision_article, full ? "A.4" : "A.5");
      break;
    case CHESS_TIME_CLASS_BLITZ:
      {
        regs->supervision = supervision;
        set_article (&regs->supervision_article, full ? "B.2" : "B.3");
        int seconds = full ? 120 : 60;
        regs->illegal_move_penalty.value = regs->claim_penalty.value = seconds;
        set_article (&regs->illegal_move_penalty_via, full ? NULL : "A.3");
        set_article (&regs->claim_penalty_via, full ? NULL : "A.3");
        break;
      }
    case CHESS_TIME_CLASS_STANDARD:
    case CHESS_TIME_CLASS_NONE:
    case CHESS_TIME_CLASS_UNKNOWN:
      /* Standard play is always supervised in full (Article 12). */
      regs->supervision = CHESS_SUPERVISION_FULL;
      set_article (&regs->supervision_article, "12");
      break;
    }
}
