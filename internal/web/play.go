package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"

	"stonegame/game"
	"stonegame/games"
	"stonegame/match"
)

// The Play page keeps no state on the server: every request carries the
// match (game, numbers, the human's side, the opponent, its seed and the
// moves so far) and the answer carries it back. match.Restore replays it,
// the computer's moves included, so the server's answer is the same
// whatever request comes first.

// playedJS is one move of the match.
type playedJS struct {
	Ply     int             `json:"ply"`
	Player  int             `json:"player"`
	Human   bool            `json:"human"`
	Take    json.RawMessage `json:"take"`
	Move    string          `json:"move"`
	Label   string          `json:"label"` // game.Label: "L (left)", "take 2"
	Index   int             `json:"index"`
	Count   int             `json:"count,omitempty"` // items taken from Index, when more than one
	Gain    int64           `json:"gain"`
	Value   int64           `json:"value"`
	Best    int64           `json:"best"`
	Loss    int64           `json:"loss"`
	Optimal bool            `json:"optimal"`
	Verdict string          `json:"verdict"` // "optimal", "that cost you N", "that hands the win to the computer"
}

// playSummary is match.Summary from the human's side.
type playSummary struct {
	First        int64  `json:"first"`
	Second       int64  `json:"second"`
	Differential int64  `json:"differential"` // the human's; in a win/lose game +1 if they won, -1 if they lost
	Optimal      int64  `json:"optimal"`      // the human's under optimal play from the start
	Moves        int    `json:"moves"`
	Best         int    `json:"best"`
	Lost         int64  `json:"lost"`
	Headline     string `json:"headline"`           // "You won by 89."
	Verdict      string `json:"verdict"`            // how the moves went
	Repeated     bool   `json:"repeated,omitempty"` // a draw because a drawn position repeated (match.Repeated)
}

type hintJS struct {
	Value   int64    `json:"value"` // the mover's differential from here under optimal play
	Final   int64    `json:"final"` // the mover's final differential under optimal play
	Options []option `json:"options"`
	// MoreOptions counts the options left out past MaxOptions.
	MoreOptions int `json:"moreOptions,omitempty"`
}

// legalMove is a move the human may make: what to send back as "move", and
// the item it takes.
type legalMove struct {
	Take  json.RawMessage `json:"take"`
	Move  string          `json:"move"`
	Label string          `json:"label"` // game.Label, for a button
	Index int             `json:"index"`
	Count int             `json:"count,omitempty"` // items taken from Index, when more than one
}

// playResponse is the answer of /api/play: the match after the action.
type playResponse struct {
	Game        string       `json:"game"`
	Kind        string       `json:"kind"` // "scoring" or "win/lose"
	Players     [2]string    `json:"players"`
	Human       int          `json:"human"`
	Opponent    string       `json:"opponent"`
	Seed        uint64       `json:"seed"`
	Moves       []string     `json:"moves"` // send back as "moves" with the next action
	Turn        int          `json:"turn"`
	Over        bool         `json:"over"`
	HumanToMove bool         `json:"humanToMove"`
	Totals      [2]int64     `json:"totals"`
	Played      []playedJS   `json:"played"`
	Legal       []legalMove  `json:"legal"`               // the human's moves now; their values come with a hint
	MoreLegal   int          `json:"moreLegal,omitempty"` // legal moves left out past MaxOptions
	Position    string       `json:"position"`            // what remains, in words (game.Describe)
	Board       *boardJS     `json:"board,omitempty"`
	Hint        *hintJS      `json:"hint,omitempty"`
	Summary     *playSummary `json:"summary,omitempty"`
}

// handlePlay answers POST /api/play: {"game":..., "nums":[...], "human":1,
// "opponent":"greedy", "seed":7, "moves":[...], "action":"play",
// "move":"left"}. Actions: "start" (the default: the match as given, the
// computer moving first if it is its turn), "play" (the human's "move",
// then the computer's answer), "undo" (back to the human's previous turn)
// and "hint" (the value of every option).
func handlePlay(w http.ResponseWriter, r *http.Request) {
	in, err := decode(w, r, opPlay)
	if err != nil {
		writeError(w, err)
		return
	}
	req := in.req
	if err := in.only("/api/play", "moves", "opponent", "human", "seed", "action", "move"); err != nil {
		writeError(w, err)
		return
	}
	st := match.State{Game: in.game.Name, Args: in.args, Human: req.Human, Opponent: req.Opponent, Seed: req.Seed}
	if st.Human == 0 {
		st.Human = int(game.First)
	}
	if st.Seed == 0 {
		st.Seed = 1 + rand.Uint64N(1<<53-1) // exact in a JavaScript number
	}
	for _, m := range in.moves {
		st.Moves = append(st.Moves, m.String())
	}
	// Restore builds the start again: let decode's go first (stone-game-v
	// holds 100 MB of tables at 5000 stones).
	in.start = nil
	m, err := match.RestoreGame(in.game, st)
	if err != nil {
		writeError(w, badRequest("%v", err))
		return
	}
	var hint bool
	switch req.Action {
	case "", "start":
	case "hint":
		hint = true
	case "undo":
		err = m.Undo()
	case "play":
		if len(req.Move) == 0 {
			err = errors.New(`"play" needs a "move"`)
			break
		}
		var mv game.Move
		if mv, err = findMove(m.Position(), req.Move); err == nil {
			_, err = m.Play(mv)
		}
	default:
		err = errors.New(`unknown action: use "start", "play", "undo" or "hint"`)
	}
	if err != nil {
		writeError(w, badRequest("%s: %v", req.Action, err))
		return
	}
	writeValue(w, playJSON(in.game, m, hint))
}

func playJSON(g *games.Game, m *match.Match, hint bool) playResponse {
	st := m.State()
	resp := playResponse{
		Game: g.Name, Kind: g.Kind.String(), Players: g.Players, Human: int(m.Human()), Opponent: st.Opponent, Seed: st.Seed,
		Moves: st.Moves, Turn: int(m.Turn()), Over: m.Over(), HumanToMove: m.HumanToMove(),
		Played: []playedJS{}, Legal: []legalMove{},
	}
	if resp.Moves == nil {
		resp.Moves = []string{}
	}
	resp.Totals[0], resp.Totals[1] = m.Totals()
	line := m.Line()
	for k, pl := range m.Played() {
		a := pl.Analysis
		v := verdict(g, a, "you", "the computer")
		if !pl.Human {
			v = verdict(g, a, "it", "you")
		}
		js := playedJS{
			Ply: pl.Ply, Player: int(pl.Player), Human: pl.Human, Take: moveJSON(pl.Move), Move: pl.Move.String(), Label: game.Label(pl.Move),
			Index: line[k].Index, Count: line[k].Count, Gain: pl.Gain, Value: a.Value, Best: a.Best, Loss: a.Loss(), Optimal: a.Optimal(), Verdict: v,
		}
		if js.Count == 1 {
			js.Count = 0
		}
		resp.Played = append(resp.Played, js)
	}
	pos := m.Position()
	if m.HumanToMove() {
		moves := pos.Moves()
		resp.MoreLegal = max(0, len(moves)-MaxOptions)
		for _, mv := range moves[:len(moves)-resp.MoreLegal] {
			lm := legalMove{Take: moveJSON(mv), Move: mv.String(), Label: game.Label(mv)}
			lm.Index, lm.Count = span(pos, mv)
			resp.Legal = append(resp.Legal, lm)
		}
	}
	resp.Position = game.Describe(pos)
	resp.Board = boardOf(pos, line, m.Args().Size())
	if hint && !m.Over() {
		h := m.Hint()
		js := &hintJS{Value: h.Value, Final: h.Final, Options: []option{}}
		js.MoreOptions = max(0, len(h.Options)-MaxOptions)
		for _, o := range h.Options[:len(h.Options)-js.MoreOptions] {
			op := option{Take: moveJSON(o.Move), Move: o.Move.String(), Gain: o.Gain, Value: o.Value, Loss: h.Value - o.Value, Optimal: o.Value == h.Value}
			op.Index, op.Count = span(pos, o.Move)
			js.Options = append(js.Options, op)
		}
		resp.Hint = js
	}
	if m.Over() {
		s := m.Summary()
		resp.Summary = &playSummary{
			First: s.Result.First, Second: s.Result.Second, Differential: s.Differential(), Optimal: s.OptimalDifferential(),
			Moves: s.Moves, Best: s.Best, Lost: s.Lost, Repeated: s.Repeated,
		}
		if g.Kind == game.WinLose {
			resp.Summary.Headline, resp.Summary.Verdict = winLoseVerdict(s)
		} else {
			resp.Summary.Headline, resp.Summary.Verdict = summaryVerdict(s)
		}
	}
	return resp
}

// summaryVerdict says how the game went: the result, then the moves.
func summaryVerdict(s match.Summary) (headline, moves string) {
	switch d := s.Differential(); {
	case d > 0:
		headline = "You won by " + itoa(d) + "."
	case d < 0:
		headline = "You lost by " + itoa(-d) + "."
	default:
		headline = "A draw."
	}
	best := "Perfect play by both from the start gives you " + signedText(s.OptimalDifferential()) + "."
	switch {
	case s.Moves == 0:
		return headline, best
	case s.Lost == 0:
		return headline, "You played every move optimally: " + itoa(int64(s.Best)) + " of " + itoa(int64(s.Moves)) + ". " + best
	}
	were := " were"
	if s.Best == 1 {
		were = " was"
	}
	return headline, itoa(int64(s.Best)) + " of your " + itoa(int64(s.Moves)) + " moves" + were + " optimal; your mistakes cost you " + itoa(s.Lost) + " in all. " + best
}

// winLoseVerdict says how a win/lose game went: who won, then the moves.
func winLoseVerdict(s match.Summary) (headline, moves string) {
	switch d := s.Differential(); {
	case d > 0:
		headline = "You won."
	case d < 0:
		headline = "You lost."
	default:
		headline = "A draw."
	}
	if s.Repeated {
		headline = strings.ToUpper(match.RepeatNote[:1]) + match.RepeatNote[1:] + "."
	}
	best := "Perfect play by both from the start: the computer wins."
	switch d := s.OptimalDifferential(); {
	case d > 0:
		best = "Perfect play by both from the start: you win."
	case d == 0:
		best = "Perfect play by both from the start: a draw."
	}
	switch {
	case s.Moves == 0:
		return headline, best
	case len(s.Mistakes) == 0:
		return headline, "You played every move optimally: " + itoa(int64(s.Best)) + " of " + itoa(int64(s.Moves)) + ". " + best
	}
	were := " were"
	if s.Best == 1 {
		were = " was"
	}
	return headline, itoa(int64(s.Best)) + " of your " + itoa(int64(s.Moves)) + " moves" + were + " optimal; " +
		itoa(int64(len(s.Mistakes))) + " threw a won position away. " + best
}

// MaxRandom is the longest random instance /api/random makes.
const MaxRandom = 1000

// maxRandomBody is the largest body /api/random reads, room for a rules
// file's source, escaped; a larger one is answered 413.
const maxRandomBody = 1<<10 + 2*MaxRules

// handleRandom answers POST /api/random {"game":"stone-game-vi","n":8}: a
// random instance from match.RandomArgs (values 1 to 20), as
// {"game":...,"nums":[...]} or {"game":...,"aliceValues":[...],"bobValues":[...]};
// "rules" in place of "game" draws an instance of a rules file.
func handleRandom(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Game  string `json:"game"`
		Rules string `json:"rules"`
		N     int    `json:"n"`
	}
	body, err := bodyOf(w, r, maxRandomBody)
	if err != nil {
		writeError(w, err)
		return
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeError(w, bodyError(err, `{"game":"stone-game-vi","n":8}`))
		return
	}
	if err := checkKeys(body, []string{"game", "rules", "n"}); err != nil {
		writeError(w, badRequest("the body is not the JSON expected: %v", err))
		return
	}
	g := games.Default
	if req.Game != "" || req.Rules != "" {
		var err error
		if g, err = gameNamed(r.Context(), req.Game, req.Rules); err != nil {
			writeError(w, err)
			return
		}
	}
	n := req.N
	if n == 0 {
		n = match.DefaultRandom
	}
	if n < 1 || n > MaxRandom {
		writeError(w, badRequest("n: a random instance has 1 to %d items, not %d", MaxRandom, n))
		return
	}
	args, err := match.RandomArgs(g, n, rand.Uint64())
	if err != nil {
		writeError(w, badRequest("%v", err))
		return
	}
	// {"game":..., then each parameter by name; a game of one list calls
	// it "nums", as every endpoint accepts.
	b := []byte(`{"game":`)
	b = strconv.AppendQuote(b, g.Name)
	for k, p := range g.Params {
		name := p.Name
		if listName(g) != "" {
			name = "nums"
		}
		b = append(b, ',')
		b = strconv.AppendQuote(b, name)
		b = append(b, ':')
		b = args[k].AppendValue(b)
	}
	b = append(b, '}')
	writeJSON(w, b)
}
