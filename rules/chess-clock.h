/* chess-clock.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Placeholder until the clock land.
 */
#pragma once
