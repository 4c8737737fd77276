//go:build !js

package web

import "embed"

// static holds the web app's assets (scripts, styles), served under
// /static/ and written into the static site by [SiteFiles].
//
//go:embed static
var static embed.FS
