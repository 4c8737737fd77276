//go:build js

package web

import "embed"

// static is empty in the static site's solver (GOOS=js): the site's host
// serves the assets, which `stonegame site` wrote beside the pages, and
// the solver answers only the pages and the API, so it need not carry
// them (35 KB of its gzipped size).
var static embed.FS
