/* chess-san.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Placeholder until the SAN reader and writer land.
 */
typedef int chess_san_placeholder;
