package explain

import (
	"fmt"
	"strings"
)

// Format is an output format of an explanation.
type Format uint8

const (
	FormatText     Format = iota // plain text, optionally with ANSI colour
	FormatMarkdown               // CommonMark with GitHub tables
	FormatSVG                    // one standalone SVG document: the figures
	FormatHTML                   // one self-contained HTML page
)

var formatNames = []string{"text", "markdown", "svg", "html"}

// String returns the format's name: "text", "markdown", "svg" or "html".
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", uint8(f))
}

// ParseFormat returns the format named s, ignoring case; "md" is markdown.
// The error lists the names it accepts.
func ParseFormat(s string) (Format, error) {
	switch k := strings.ToLower(strings.TrimSpace(s)); k {
	case "md":
		return FormatMarkdown, nil
	default:
		for f, name := range formatNames {
			if k == name {
				return Format(f), nil
			}
		}
	}
	return 0, fmt.Errorf("unknown format %q: use %s", s, strings.Join(formatNames, ", "))
}

// Render returns e in format f; color matters only for FormatText (see
// [Explanation.Text]). Text and markdown end with a newline.
func (e *Explanation) Render(f Format, color bool) []byte { return e.RenderWidth(f, color, textWidth) }

// RenderWidth is [Explanation.Render] with text wrapped at width columns
// ([Explanation.TextWidth]); the other formats do not depend on it.
func (e *Explanation) RenderWidth(f Format, color bool, width int) []byte {
	switch f {
	case FormatMarkdown:
		return append(e.Markdown(), '\n')
	case FormatSVG:
		return e.SVG()
	case FormatHTML:
		return e.HTML()
	}
	return e.TextWidth(color, width)
}
