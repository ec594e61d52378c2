/* sandbox.h - keep the shell's commands inside a fuzz target's scratch
 * folder (sandbox.c). */
#ifndef WUZI_FUZZ_SANDBOX_H
#define WUZI_FUZZ_SANDBOX_H

#include "../../shell/session.h"

void sandbox_install(void);

#endif
