/* fuzz-regulations.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as a regulations file; the reader must refuse or accept it
 * without a memory error, a leak or undefined behaviour, and an accepted one must copy whole.
 */
#include <stdint.h>
#include <stdlib.h>

#include "hakem-regulations.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  HakemRegulations *regs = hakem_regulations_parse ((const char *) data, size, &error);
  if (regs)
    {
      HakemRegulations *copy = hakem_regulations_copy (regs);
      hakem_regulations_free (copy);
      hakem_regulations_free (regs);
    }
  g_clear_error (&error);
  return 0;
}
