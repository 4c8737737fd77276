package rules

import (
	_ "embed"
	"strings"
)

//go:embed template.star
var template string

// Template returns a commented rules file for a new game named name, for
// `stonegame new NAME`: a small game that loads and solves as it is, with
// every optional global and function shown, commented out. name should
// be a valid game name (lowercase letters, digits, '-'); Load says so
// otherwise.
func Template(name string) []byte {
	return []byte(strings.ReplaceAll(template, "NAME", name))
}
