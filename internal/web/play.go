package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
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
	Say     string          `json:"say"`   // the game's words for it: "Alice takes 7 from the right" (game.Spec.Describe)
	Index   int             `json:"index"`
	Count   int             `json:"count,omitempty"` // items taken from Index, when more than one
	Gain    int64           `json:"gain"`
	Value   int64           `json:"value"`
	Best    int64           `json:"best"`
	Loss    int64           `json:"loss"`
	Optimal bool            `json:"optimal"`          // game.Judge's verdict, pace included
	Slower  int             `json:"slower,omitempty"` // moves a slower win or a sooner loss gives away
	Verdict string          `json:"verdict"`          // match.Verdict: "optimal", "that cost you N", "that throws the win away"
}

// playSummary is match.Summary from the human's side, in words, by the
// game's kind. Its JSON adds the final result's members (resultMembers)
// and "optimal", the result of optimal play from the start, as an object
// of the same members.
type playSummary struct {
	Moves    int    `json:"moves"`              // the human's
	Best     int    `json:"best"`               // of which optimal
	Lost     int64  `json:"lost"`               // what the mistakes gave away
	Headline string `json:"headline"`           // "You won by 89."
	Verdict  string `json:"verdict"`            // how the moves went
	Detail   string `json:"detail,omitempty"`   // the final totals against the optimal ones, in a scoring game
	Repeated bool   `json:"repeated,omitempty"` // a draw because a drawn position repeated (match.Repeated)

	g       *game.Spec
	result  game.Result
	optimal game.Result
}

// MarshalJSON writes the summary with the results.
func (s *playSummary) MarshalJSON() ([]byte, error) {
	type fields playSummary // without this method
	b, err := json.Marshal((*fields)(s))
	if err != nil {
		return nil, err
	}
	optimal := append([]byte(`"optimal":`), resultObject(s.g, s.optimal)...)
	return withMembers(b, resultMembers(s.g, finished(s.result)), optimal), nil
}

type hintJS struct {
	// Text says what the hint means ([match.Hint.Words]): "with perfect
	// play from here you win in 5 moves".
	Text  string `json:"text"`
	Value int64  `json:"value"` // the mover's differential from here under optimal play
	Final int64  `json:"final"` // the mover's final differential under optimal play
	// Remoteness, in a win/lose game whose solver knows it, is how many
	// moves the game lasts from here under optimal play (match.Hint).
	Remoteness *int     `json:"remoteness,omitempty"`
	Options    []option `json:"options"` // optimal: one that optimal play makes (the quickest win, the slowest loss)
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
	Game        string          `json:"game"`
	Kind        string          `json:"kind"` // "scoring", "win/lose" or "solo"
	Players     [2]string       `json:"players"`
	Args        json.RawMessage `json:"args"` // the instance in LeetCode's notation (argsJSON)
	Human       int             `json:"human"`
	Opponent    string          `json:"opponent"`
	Seed        uint64          `json:"seed"`
	Moves       []string        `json:"moves"` // send back as "moves" with the next action
	Turn        int             `json:"turn"`
	Over        bool            `json:"over"`
	HumanToMove bool            `json:"humanToMove"`
	// Totals are the points scored so far by player 1 and 2, in a scoring
	// game; Score the points scored so far, in a solo game. A win/lose
	// game has neither, and at the human's turn the Outlook: the result
	// of optimal play from here ("winner" and "remoteness", as solve
	// states it).
	Totals  *[2]int64       `json:"totals,omitempty"`
	Score   *int64          `json:"score,omitempty"`
	Outlook json.RawMessage `json:"outlook,omitempty"`
	// OutlookText says the Outlook in words ([match.Match.OutlookWords]):
	// "you can still win in 5 moves".
	OutlookText string       `json:"outlookText,omitempty"`
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

func playJSON(g *game.Spec, m *match.Match, hint bool) playResponse {
	st := m.State()
	resp := playResponse{
		Game: g.Name, Kind: g.Kind.String(), Players: g.Players, Args: argsJSON(g, m.Args()), Human: int(m.Human()), Opponent: st.Opponent, Seed: st.Seed,
		Moves: st.Moves, Turn: int(m.Turn()), Over: m.Over(), HumanToMove: m.HumanToMove(),
		Played: []playedJS{}, Legal: []legalMove{},
	}
	if resp.Moves == nil {
		resp.Moves = []string{}
	}
	switch first, second := m.Totals(); g.Kind {
	case game.Scoring:
		resp.Totals = &[2]int64{first, second}
	case game.Solo:
		resp.Score = &first
	case game.WinLose:
		if m.HumanToMove() {
			r := m.Outlook()
			if r.Remoteness <= 0 { // a position with moves: a game that does not count it says 0
				r.Remoteness = game.Unknown
			}
			resp.Outlook = resultObject(g, r)
			resp.OutlookText = m.OutlookWords("the computer")
		}
	}
	line := m.Line()
	for k, pl := range m.Played() {
		a := pl.Analysis
		v := match.Verdict(g.Kind, a, "you", "the computer")
		if !pl.Human {
			v = match.Verdict(g.Kind, a, "it", "you")
		}
		js := playedJS{
			Ply: pl.Ply, Player: int(pl.Player), Human: pl.Human, Take: moveJSON(pl.Move), Move: pl.Move.String(), Label: game.Label(pl.Move),
			Say: g.Describe(line[k]), Index: line[k].Index, Count: line[k].Count, Gain: pl.Gain, Value: a.Value, Best: a.Best, Loss: a.Loss(), Optimal: pl.Optimal(), Slower: a.Slower(), Verdict: v,
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
		resp.Hint = hintOf(g, pos, m.Hint())
	}
	if m.Over() {
		resp.Summary = summaryOf(g, m)
	}
	return resp
}

// hintOf returns hint h of position pos for the page: every option (up to
// MaxOptions), those optimal play makes marked optimal, and in a win/lose
// game how soon each ends the game, as match's Hint says.
func hintOf(g *game.Spec, pos game.Solvable, h match.Hint) *hintJS {
	js := &hintJS{Text: h.Words(g.Kind, "the computer"), Value: h.Value, Final: h.Final, Options: []option{}}
	wl := g.Kind == game.WinLose
	if wl && h.Remoteness > 0 {
		r := h.Remoteness
		js.Remoteness = &r
	}
	js.MoreOptions = max(0, len(h.Options)-MaxOptions)
	j := game.Judge(h.Options)
	for _, o := range h.Options[:len(h.Options)-js.MoreOptions] {
		opt := optionOf(pos, o, j, wl)
		opt.Worth = match.Worth(g.Kind, o)
		js.Options = append(js.Options, opt)
	}
	return js
}

// summaryOf is the summary of m, a match that is over.
func summaryOf(g *game.Spec, m *match.Match) *playSummary {
	s := m.Summary()
	out := &playSummary{Moves: s.Moves, Best: s.Best, Lost: s.Lost, Repeated: s.Repeated, g: g, result: s.Result, optimal: s.Optimal}
	switch g.Kind {
	case game.WinLose:
		out.Headline, out.Verdict = winLoseVerdict(s, len(m.Played()))
	case game.Solo:
		out.Headline, out.Verdict = soloVerdict(s)
	default:
		out.Headline, out.Verdict = summaryVerdict(s)
		you, it, of, os := s.Result.First, s.Result.Second, s.Optimal.First, s.Optimal.Second
		if s.Human == game.Second {
			you, it, of, os = it, you, os, of
		}
		out.Detail = fmt.Sprintf("Final totals: you %s, the computer %s; optimal play by both from the start: you %s, the computer %s.",
			game.Num(you), game.Num(it), game.Num(of), game.Num(os))
	}
	return out
}

// summaryVerdict says how a scoring game went: the result, then the moves.
func summaryVerdict(s match.Summary) (headline, moves string) {
	switch d := s.Differential(); {
	case d > 0:
		headline = "You won by " + game.Num(d) + "."
	case d < 0:
		headline = "You lost by " + game.Num(-d) + "."
	default:
		headline = "A draw."
	}
	best := "Perfect play by both from the start gives you " + signedText(s.OptimalDifferential()) + "."
	return headline, movesVerdict(s, lostText(s), best)
}

// soloVerdict says how a solo game went: the score against the best one,
// then the moves.
func soloVerdict(s match.Summary) (headline, moves string) {
	got, best := s.Result.First, s.Optimal.First
	headline = "You scored " + game.Num(got) + ", the best score."
	if got < best {
		headline = "You scored " + game.Num(got) + "; the best score is " + game.Num(best) + "."
	}
	return headline, movesVerdict(s, lostText(s), "")
}

// lostText says what the mistakes of a scoring or solo game cost: "your
// mistake cost you 12", "your mistakes cost you 190 in all".
func lostText(s match.Summary) string {
	if len(s.Mistakes) == 1 {
		return "your mistake cost you " + game.Num(s.Lost)
	}
	return "your mistakes cost you " + game.Num(s.Lost) + " in all"
}

// winLoseVerdict says how a win/lose game of played moves went: who won,
// then the moves, then who wins under perfect play and how soon. A game
// over before its first move says so.
func winLoseVerdict(s match.Summary, played int) (headline, moves string) {
	switch d := s.Differential(); {
	case d > 0:
		headline = "You won"
	case d < 0:
		headline = "You lost"
	default:
		headline = "A draw"
	}
	if played == 0 {
		return headline + ": the game is over before the first move.", ""
	}
	headline += "."
	if s.Repeated {
		headline = strings.ToUpper(match.RepeatNote[:1]) + match.RepeatNote[1:] + "."
	}
	best := "Perfect play by both from the start: "
	switch d := s.OptimalDifferential(); {
	case d > 0:
		best += "you win" + s.Optimal.InMoves() + "."
	case d < 0:
		best += "the computer wins" + s.Optimal.InMoves() + "."
	default:
		best += "a draw."
	}
	thrown, paced := 0, 0
	for _, p := range s.Mistakes {
		if p.Analysis.Loss() > 0 {
			thrown++
		} else {
			paced++
		}
	}
	var why []string
	if thrown > 0 {
		why = append(why, game.Count(thrown, "move")+" threw a win or a draw away")
	}
	if paced > 0 {
		why = append(why, game.Count(paced, "move")+" only changed the pace: a slower win or a quicker loss")
	}
	return headline, movesVerdict(s, strings.Join(why, "; "), best)
}

// movesVerdict says how the human's moves went, mistakes saying what the
// mistakes did, then best (how perfect play from the start ends), when
// not "".
func movesVerdict(s match.Summary, mistakes, best string) string {
	var out string
	switch {
	case s.Moves == 0:
	case len(s.Mistakes) == 0:
		out = "You played every move optimally: " + strconv.Itoa(s.Best) + " of " + strconv.Itoa(s.Moves) + "."
	case s.Moves == 1:
		out = "Your move was not optimal: " + mistakes + "."
	default:
		were := " were"
		if s.Best == 1 {
			were = " was"
		}
		out = strconv.Itoa(s.Best) + " of your " + strconv.Itoa(s.Moves) + " moves" + were + " optimal; " + mistakes + "."
	}
	if best != "" {
		if out != "" {
			out += " "
		}
		out += best
	}
	return out
}

// MaxRandom is the longest random instance /api/random makes.
const MaxRandom = 1000

// maxRulesBody is the largest body /api/random and /api/describe read,
// room for a rules file's source, escaped; a larger one is answered 413.
const maxRulesBody = 1<<10 + 2*MaxRules

// decodeRulesBody reads the body of r, at most maxRulesBody bytes, into v,
// a struct whose fields are the JSON names keys, exactly (no other field,
// no duplicate, no other case); example is a body to show when the body
// is not a JSON object. Its errors are *httpError.
func decodeRulesBody(w http.ResponseWriter, r *http.Request, v any, keys []string, example string) error {
	body, err := bodyOf(w, r, maxRulesBody)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return bodyError(err, example)
	}
	if err := checkKeys(body, keys); err != nil {
		return badRequest("the body is not the JSON expected: %v", err)
	}
	return nil
}

// handleRandom answers POST /api/random {"game":"stone-game-vi","n":8}: a
// random instance from match.RandomArgs (values 1 to 20), as
// {"game":...,"nums":[...]} or {"game":...,"aliceValues":[...],"bobValues":[...]},
// and the same instance under "args" as every answer writes it (argsJSON).
// "rules" in place of "game" draws an instance of a rules file.
func handleRandom(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Game  string `json:"game"`
		Rules string `json:"rules"`
		N     int    `json:"n"`
	}
	if err := decodeRulesBody(w, r, &req, []string{"game", "rules", "n"}, `{"game":"stone-game-vi","n":8}`); err != nil {
		writeError(w, err)
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
	b = append(b, `,"args":`...)
	b = append(b, argsJSON(g, args)...)
	b = append(b, '}')
	writeJSON(w, b)
}
