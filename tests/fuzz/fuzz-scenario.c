/* fuzz-scenario.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as a training scenario. One that reads must set up and replay on a
 * session of its own without a crash, a leak or undefined behaviour (its rulings may disagree
 * with the script: replay then says so, which is an answer, not a failure).
 */
#include <stdint.h>
#include <stdlib.h>

#include "hakem-scenario.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemScenario) scenario = hakem_scenario_parse ((const char *) data, size, &error);
  if (!scenario)
    {
      if (!error)
        abort ();
      return 0;
    }
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_autoptr (GError) replay_error = NULL;
  if (!hakem_scenario_replay (scenario, session, &replay_error) && !replay_error)
    abort ();
  return 0;
}
