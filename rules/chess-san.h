/* chess-san.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Placeholder until the SAN reader and writer land.
 */
#pragma once
