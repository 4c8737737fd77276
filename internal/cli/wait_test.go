package cli

import "time"

// waitLimit bounds every wait of these tests for something that is bound
// to happen (a server's URL, a process's exit, a screen, a line of
// output): a bound that ends a broken test, never a measure of speed. It
// is generous so that a busy machine (builds and tests of other work on
// the same cores) does not fail a correct program; a passing test does
// not wait for it.
const waitLimit = time.Minute
