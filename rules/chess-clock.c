/* chess-clock.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Placeholder until the clock land.
 */
typedef int chess_clock_placeholder;
