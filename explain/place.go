package explain

// placeSection writes where the instance sits in the table of its game
// over its integer ([Options.Place]).
func (e *Explanation) placeSection(s sink) {
	if len(e.Place) == 0 {
		return
	}
	s.heading("In its table")
	for _, par := range e.Place {
		s.para(marked(par)...)
	}
}
