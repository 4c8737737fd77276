package web

import "time"

// waitLimit bounds every wait of these tests for something that is bound
// to happen (a page's text, a browser's step, a slot given back): a bound
// that ends a broken test, never a measure of speed. It is generous so
// that a busy machine (Chromium and other builds on the same cores) does
// not fail a correct program; a passing test does not wait for it.
const waitLimit = time.Minute
