/* hakem-position-type.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * ChessPosition as a boxed type: a plain copy, since a position holds no pointers.
 */
#include "config.h"

#include "hakem-position-type.h"

ChessPosition *
hakem_position_copy (const ChessPosition *pos)
{
  return pos ? g_memdup2 (pos, sizeof *pos) : NULL;
}

static gpointer
boxed_copy (gpointer pos)
{
  return hakem_position_copy (pos);
}

GType
hakem_position_get_type (void)
{
  static gsize type_id = 0;
  if (g_once_init_enter (&type_id))
    {
      GType type = g_boxed_type_register_static (g_intern_static_string ("ChessPosition"),
                                                 boxed_copy, g_free);
      g_once_init_leave (&type_id, type);
    }
  return type_id;
}
