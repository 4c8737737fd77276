package pattern

// Detect is detect, for the tests of package pattern_test.
var Detect = detect
