package tui

import "charm.land/lipgloss/v2"

// styles are the looks of the full-screen game. They carry meaning only
// together with text ("you", "cpu", "^"), never by colour alone.
type styles struct {
	title, you, cpu, end, item, faint, good, bad, help lipgloss.Style
}

func newStyles() *styles {
	s := lipgloss.NewStyle()
	return &styles{
		title: s.Bold(true),
		you:   s.Foreground(lipgloss.Color("2")),
		cpu:   s.Foreground(lipgloss.Color("1")),
		end:   s.Bold(true).Reverse(true),
		item:  s,
		faint: s.Faint(true),
		good:  s.Foreground(lipgloss.Color("2")).Bold(true),
		bad:   s.Foreground(lipgloss.Color("1")).Bold(true),
		help:  s.Faint(true),
	}
}
