package web

import (
	"context"
	"encoding"
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"net/http"
	"reflect"
	"strconv"
	"time"

	"stonegame/game"
	"stonegame/games"
	"stonegame/match"
)

// workLimit bounds the time an API call may compute: analyze costs
// O(moves × n), and a caller could ask for a lot of it.
const workLimit = 10 * time.Second

// handleSolve answers POST /api/solve with the JSON of `stonegame solve
// --json` (game.Solution.AppendJSON) and the words the CLI prints beside
// it, so that no page words a result itself: "verdict", the game's verdict
// in its players' names (game.Spec.Verdict: "Mouse wins in 1 move"), and
// each step of the line's "say" (game.Spec.Describe: "Mouse plays mouse
// to 0"). A line too long to build comes as its first moves, with
// "moreLine", at most how many follow, and "lineNote", the sentence that
// says so (game.Solution.LineNote), which the pages show as it is.
func handleSolve(w http.ResponseWriter, r *http.Request) {
	in, err := decode(w, r, opSolve)
	if err != nil {
		writeError(w, err)
		return
	}
	if err := in.only("/api/solve", "line"); err != nil {
		writeError(w, err)
		return
	}
	s := game.NewSolution(in.game, in.start, in.req.Line)
	more := max(0, len(s.Line)-MaxLine)
	s.Line = s.Line[:len(s.Line)-more]
	if s.Long > 0 { // only the first moves were built: at most this many follow
		more = int(min(s.Long-int64(len(s.Line)), math.MaxInt32))
	}
	b := appendMore(solveAnswer(in.game, s), "moreLine", more)
	if note := s.LineNote(); note != "" {
		b = withMembers(b, appendString([]byte(`"lineNote":`), note))
	}
	writeJSON(w, b)
}

// solveAnswer returns solution s of g as /api/solve writes it: the
// members of solve --json, with "verdict" after the result's members and
// a "say" in each step of the line.
func solveAnswer(g *game.Spec, s game.Solution) []byte {
	line := s.Line
	s.Line = nil
	b := s.AppendJSON(make([]byte, 0, 160+80*len(line)))
	b = withMembers(b, appendString([]byte(`"verdict":`), g.Verdict(s.Result)))
	if line == nil {
		return b
	}
	m := make([]byte, 0, 16+80*len(line))
	m = append(m, `"line":[`...)
	var step []byte
	for k, st := range line {
		if k > 0 {
			m = append(m, ',')
		}
		step = game.AppendStep(step[:0], st)
		m = append(m, withMembers(step, appendString([]byte(`"say":`), g.Describe(st)))...)
	}
	return withMembers(b, append(m, ']'))
}

// option is one move of a position and what it is worth.
type option struct {
	Take  json.RawMessage `json:"take"`            // the move, as in the line of /api/solve
	Move  string          `json:"move"`            // its name: "left", "stone 3"
	Index int             `json:"index"`           // the item it takes (the first of several), -1 if unknown
	Count int             `json:"count,omitempty"` // how many items from Index it takes, when more than one
	Gain  int64           `json:"gain"`            // the points it scores now
	Value int64           `json:"value"`           // the mover's differential from here if they make it and both play optimally after
	Loss  int64           `json:"loss"`            // best value - value: 0 for a move of the best value
	// Optimal is game.Judge's verdict: of the best value and, in a
	// win/lose game whose pace counts, the quickest win or the slowest
	// loss. Slower counts the moves a slower win or a sooner loss gives
	// away; Verdict says it in words (match.Verdict), for the mover.
	Optimal bool   `json:"optimal"`
	Slower  int    `json:"slower,omitempty"`
	Verdict string `json:"verdict,omitempty"`
	// Worth, in a hint, says what the option is worth to the mover
	// ([match.Worth]): "wins in 3 moves", "+95", "18".
	Worth string `json:"worth,omitempty"`
	// Remoteness, in a win/lose game whose solver knows it, is the
	// remoteness of the position the move leads to: 0 when it ends the
	// game ([game.Option.Remoteness]).
	Remoteness *int `json:"remoteness,omitempty"`
}

// optionOf returns o, an option of position p, for the API: j is the
// judgment of p's options, rem whether its remoteness is stated.
func optionOf(p game.Solvable, o game.Option, j game.Judgment, rem bool) option {
	a := j.Of(o)
	js := option{Take: moveJSON(o.Move), Move: o.Move.String(), Gain: o.Gain, Value: o.Value, Loss: a.Loss(), Optimal: a.Optimal(), Slower: a.Slower()}
	js.Index, js.Count = span(p, o.Move)
	if rem && o.Remoteness >= 0 {
		r := o.Remoteness
		js.Remoteness = &r
	}
	return js
}

// knowsRemoteness reports whether the options of p, a position of g, say
// their remoteness: g is a win/lose game and its solver knows the
// remoteness of p, which is then more than 0 for a position with moves.
// A game that does not count it leaves 0 everywhere (see match's Hint).
// A drawn position has no remoteness, but its losing options have theirs
// (Cat and Mouse). It costs a Solve of p, in a win/lose game only.
func knowsRemoteness(g *game.Spec, p game.Solvable) bool {
	if g.Kind != game.WinLose {
		return false
	}
	r := p.Solve()
	return r.Remoteness > 0 || r.Winner() == game.Draw
}

// moveResponse is the answer of /api/move.
type moveResponse struct {
	Game   string `json:"game"`
	Kind   string `json:"kind"`   // "scoring", "win/lose" or "solo"
	Turn   int    `json:"turn"`   // the player to move: 1 or 2
	Player string `json:"player"` // their name in this game
	Over   bool   `json:"over"`
	// Value is the mover's differential from here under optimal play; in
	// a finished win/lose game, the payoff from the side of the player
	// whose turn it would be: -1 lost, +1 won, 0 a draw.
	Value   int64    `json:"value"`
	Best    []option `json:"best"`    // the optimal moves
	Options []option `json:"options"` // every legal move, in the game's order
	// Totals are the points scored so far by player 1 and player 2, in a
	// scoring game; Score the points scored so far in a solo game. A
	// win/lose game has neither.
	Totals *[2]int64 `json:"totals,omitempty"`
	Score  *int64    `json:"score,omitempty"`
	Choice *option   `json:"choice,omitempty"` // the move "opponent" makes here
	// MoreOptions and MoreBest count the options and the optimal moves
	// left out of Options and Best past MaxOptions.
	MoreOptions int `json:"moreOptions,omitempty"`
	MoreBest    int `json:"moreBest,omitempty"`
	// Position says what remains (game.Describe); Board draws it, when
	// the position is a game.Boarder of at most MaxBoard items.
	Position string   `json:"position"`
	Board    *boardJS `json:"board,omitempty"`
}

// moveJSON returns the JSON of a move, as json.Marshal does, without
// reflection for the common kinds: integers (a stone) and text marshalers
// (a side). A game's moves may marshal however they like.
func moveJSON(m game.Move) json.RawMessage {
	switch v := reflect.ValueOf(m); v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if _, custom := m.(json.Marshaler); !custom {
			if _, text := m.(encoding.TextMarshaler); !text {
				return strconv.AppendInt(nil, v.Int(), 10)
			}
		}
	}
	if tm, ok := m.(encoding.TextMarshaler); ok {
		if _, custom := m.(json.Marshaler); !custom {
			if t, err := tm.MarshalText(); err == nil && isPlain(t) {
				return strconv.AppendQuote(nil, string(t))
			}
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		b = strconv.AppendQuote(nil, m.String())
	}
	return b
}

// isPlain reports whether t is printable ASCII that JSON and Go quote alike.
func isPlain(t []byte) bool {
	for _, c := range t {
		if c < 0x20 || c >= 0x7f || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// handleMove answers POST /api/move: the position after "moves" (the start
// when there are none), its optimal moves and the value of every option.
// With "opponent" ("optimal", "greedy", "random") it adds the move that
// opponent chooses as "choice".
func handleMove(w http.ResponseWriter, r *http.Request) {
	in, err := decode(w, r, opMove)
	if err != nil {
		writeError(w, err)
		return
	}
	if err := in.only("/api/move", "moves", "opponent"); err != nil {
		writeError(w, err)
		return
	}
	var opp match.Opponent
	if in.req.Opponent != "" {
		if opp, err = match.NewOpponent(in.req.Opponent); err != nil {
			writeError(w, badRequest("opponent: %v", err))
			return
		}
	}
	line, p, err := game.Replay(in.start, in.moves)
	if err != nil { // checked by decode
		writeError(w, badRequest("moves: %v", err))
		return
	}
	g := in.game
	resp := moveResponse{
		Game:    g.Name,
		Kind:    g.Kind.String(),
		Turn:    int(p.Turn()),
		Player:  g.Player(p.Turn()),
		Options: []option{},
		Best:    []option{},
	}
	switch first, second := line.Totals(); g.Kind {
	case game.Scoring:
		resp.Totals = &[2]int64{first, second}
	case game.Solo:
		resp.Score = &first
	}
	opts := p.Options()
	resp.Options = make([]option, 0, min(len(opts), MaxOptions))
	resp.Over = len(opts) == 0
	j := game.Judge(opts)
	resp.Value = j.Value
	if resp.Over && g.Kind == game.WinLose { // the payoff decides: -1 lost, +1 won, 0 a draw
		resp.Value = p.Solve().For(p.Turn())
	}
	rem := !resp.Over && knowsRemoteness(g, p)
	mover, other := g.Player(p.Turn()), g.Player(p.Turn().Other())
	for _, o := range opts {
		optimal := j.Of(o).Optimal()
		if len(resp.Options) == MaxOptions && (!optimal || len(resp.Best) == MaxOptions) {
			resp.MoreOptions++ // cut: not worth making its JSON
			if optimal {
				resp.MoreBest++
			}
			continue
		}
		js := optionOf(p, o, j, rem)
		js.Verdict = match.Verdict(g.Kind, j.Of(o), mover, other)
		resp.Options, resp.MoreOptions = appendBounded(resp.Options, resp.MoreOptions, js)
		if js.Optimal {
			resp.Best, resp.MoreBest = appendBounded(resp.Best, resp.MoreBest, js)
		}
	}
	if opp != nil && len(opts) > 0 {
		m := opp.Choose(p, opts, rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
		for _, o := range opts {
			if o.Move == m {
				c := optionOf(p, o, j, rem)
				c.Verdict = match.Verdict(g.Kind, j.Of(o), mover, other)
				resp.Choice = &c
			}
		}
	}
	resp.Position = game.Describe(p)
	resp.Board = boardOf(p, line, in.args.Size())
	writeJSON(w, resp.appendJSON(make([]byte, 0, 256+100*len(resp.Options))))
}

// appendJSON writes the response as encoding/json would, by hand: a
// position of stone-game-vi with a million stones has a million options,
// and reflection would take seconds over them.
func (r *moveResponse) appendJSON(b []byte) []byte {
	b = append(b, `{"game":`...)
	b = strconv.AppendQuote(b, r.Game)
	b = append(b, `,"kind":`...)
	b = strconv.AppendQuote(b, r.Kind)
	b = append(b, `,"turn":`...)
	b = strconv.AppendInt(b, int64(r.Turn), 10)
	b = append(b, `,"player":`...)
	b = strconv.AppendQuote(b, r.Player)
	b = append(b, `,"over":`...)
	b = strconv.AppendBool(b, r.Over)
	b = append(b, `,"value":`...)
	b = strconv.AppendInt(b, r.Value, 10)
	list := func(b []byte, name string, opts []option) []byte {
		b = append(b, `,"`+name+`":[`...)
		for k := range opts {
			if k > 0 {
				b = append(b, ',')
			}
			b = opts[k].appendJSON(b)
		}
		return append(b, ']')
	}
	b = list(b, "best", r.Best)
	b = list(b, "options", r.Options)
	if r.Totals != nil {
		b = append(b, `,"totals":[`...)
		b = strconv.AppendInt(b, r.Totals[0], 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, r.Totals[1], 10)
		b = append(b, ']')
	}
	if r.Score != nil {
		b = append(b, `,"score":`...)
		b = strconv.AppendInt(b, *r.Score, 10)
	}
	if r.Choice != nil {
		b = append(b, `,"choice":`...)
		b = r.Choice.appendJSON(b)
	}
	b = appendCount(b, "moreOptions", r.MoreOptions)
	b = appendCount(b, "moreBest", r.MoreBest)
	b = append(b, `,"position":`...)
	pos, _ := json.Marshal(r.Position) // a string always marshals
	b = append(b, pos...)
	if r.Board != nil {
		if js, err := json.Marshal(r.Board); err == nil {
			b = append(b, `,"board":`...)
			b = append(b, js...)
		}
	}
	return append(b, '}')
}

func (o *option) appendJSON(b []byte) []byte {
	b = append(b, `{"take":`...)
	b = append(b, o.Take...)
	b = append(b, `,"move":`...)
	b = strconv.AppendQuote(b, o.Move)
	b = append(b, `,"index":`...)
	b = strconv.AppendInt(b, int64(o.Index), 10)
	if o.Count > 1 {
		b = append(b, `,"count":`...)
		b = strconv.AppendInt(b, int64(o.Count), 10)
	}
	b = append(b, `,"gain":`...)
	b = strconv.AppendInt(b, o.Gain, 10)
	b = append(b, `,"value":`...)
	b = strconv.AppendInt(b, o.Value, 10)
	b = append(b, `,"loss":`...)
	b = strconv.AppendInt(b, o.Loss, 10)
	b = append(b, `,"optimal":`...)
	b = strconv.AppendBool(b, o.Optimal)
	if o.Slower != 0 {
		b = append(b, `,"slower":`...)
		b = strconv.AppendInt(b, int64(o.Slower), 10)
	}
	if o.Verdict != "" {
		b = append(b, `,"verdict":`...)
		b = strconv.AppendQuote(b, o.Verdict)
	}
	if o.Remoteness != nil {
		b = append(b, `,"remoteness":`...)
		b = strconv.AppendInt(b, int64(*o.Remoteness), 10)
	}
	return append(b, '}')
}

// analyzed is one move of /api/analyze.
type analyzed struct {
	Player  int             `json:"player"`
	Take    json.RawMessage `json:"take"`
	Move    string          `json:"move"`
	Index   int             `json:"index"`
	Count   int             `json:"count,omitempty"` // items taken from Index, when more than one
	Gain    int64           `json:"gain"`
	Value   int64           `json:"value"`            // the mover's differential from there if both play optimally after this move
	Best    int64           `json:"best"`             // the same for an optimal move
	Loss    int64           `json:"loss"`             // best - value
	Optimal bool            `json:"optimal"`          // game.Judge's verdict, pace included
	Slower  int             `json:"slower,omitempty"` // moves a slower win or a sooner loss gives away
	Verdict string          `json:"verdict"`          // match.Verdict: "optimal", "that cost you N"
}

// summaryJS is how the game went against optimal play. Its JSON states
// the result so far by the game's kind (resultMembers: a scoring game's
// totals, a solo game's score, a win/lose game's winner once it is over),
// then "optimal", the result of optimal play from the start, as an object
// of the same members, and "players".
type summaryJS struct {
	Players [2]player_ `json:"players"`

	g       *game.Spec
	result  game.Result // so far
	over    bool
	optimal game.Result
}

// MarshalJSON writes the summary, by the game's kind.
func (s summaryJS) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	if s.g.Kind != game.WinLose || s.over {
		b = append(s.g.AppendResultJSON(b, finished(s.result)), ',')
	}
	b = append(b, `"optimal":`...)
	b = append(b, resultObject(s.g, s.optimal)...)
	players, err := json.Marshal(s.Players)
	if err != nil {
		return nil, err
	}
	b = append(append(b, `,"players":`...), players...)
	return append(b, '}'), nil
}

type player_ struct {
	Player  int    `json:"player"`
	Name    string `json:"name"`
	Moves   int    `json:"moves"`   // moves made
	Best    int    `json:"best"`    // of which optimal
	Lost    int64  `json:"lost"`    // points of differential given away (in a win/lose game, 2 for a win thrown away, 1 for a draw)
	Verdict string `json:"verdict"` // a sentence for people
}

type analyzeResponse struct {
	Game    string     `json:"game"`
	Kind    string     `json:"kind"`
	Over    bool       `json:"over"`
	Moves   []analyzed `json:"moves"`
	Summary summaryJS  `json:"summary"`
}

// handleAnalyze answers POST /api/analyze: every move of "moves" judged
// against the best move in its position, and a summary. It costs one
// Options call per move: O(moves × n) for the games known today.
func handleAnalyze(w http.ResponseWriter, r *http.Request) {
	in, err := decode(w, r, opAnalyze)
	if err != nil {
		writeError(w, err)
		return
	}
	if err := in.only("/api/analyze", "moves"); err != nil {
		writeError(w, err)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), workLimit)
	defer cancel()
	resp, err := analyze(ctx, in)
	if err != nil {
		writeError(w, err)
		return
	}
	writeValue(w, resp)
}

func analyze(ctx context.Context, in *instance) (analyzeResponse, error) {
	g := in.game
	resp := analyzeResponse{Game: g.Name, Kind: g.Kind.String(), Moves: []analyzed{}}
	p := in.start
	s := &resp.Summary
	s.g = g
	for k := range s.Players {
		pl := game.Player(k + 1)
		s.Players[k] = player_{Player: int(pl), Name: g.Player(pl)}
	}
	s.optimal = in.start.Solve()
	var line game.Line
	for _, m := range in.moves {
		if err := ctx.Err(); err != nil {
			return resp, &httpError{http.StatusServiceUnavailable, "the analysis took too long: analyze fewer moves or a shorter row"}
		}
		a, err := game.Analyze(p, m)
		if err != nil {
			return resp, badRequest("%v", err)
		}
		st, next, err := game.Apply(p, m)
		if err != nil {
			return resp, badRequest("%v", err)
		}
		line = append(line, st)
		mover, gain := st.Player, st.Gain
		js := analyzed{
			Player: int(mover), Take: moveJSON(m), Move: m.String(), Gain: gain,
			Value: a.Value, Best: a.Best, Loss: a.Loss(), Optimal: a.Optimal(), Slower: a.Slower(),
			Verdict: match.Verdict(g.Kind, a, "you", g.Player(mover.Other())),
		}
		js.Index, js.Count = span(p, m)
		resp.Moves = append(resp.Moves, js)
		pl := &s.Players[mover-1]
		pl.Moves++
		if a.Optimal() {
			pl.Best++
		}
		pl.Lost += a.Loss()
		p = next
	}
	resp.Over = game.Over(p)
	s.over = resp.Over
	var end game.Position
	if resp.Over {
		end = p
	}
	s.result = game.Score(line, end)
	for k := range s.Players {
		s.Players[k].Verdict = playerVerdict(g, s.Players[k])
	}
	return resp, nil
}

// playerVerdict says how a player played, by the game's kind: what a
// scoring or solo player gave away, how many moves were optimal.
func playerVerdict(g *game.Spec, p player_) string {
	switch {
	case p.Moves == 0:
		return p.Name + " has not moved yet"
	case p.Lost == 0 && p.Best == p.Moves:
		return p.Name + " played every move optimally"
	case g.Kind == game.WinLose:
		return p.Name + " played " + strconv.Itoa(p.Best) + " of " + game.Count(p.Moves, "move") + " optimally"
	}
	return p.Name + " played " + strconv.Itoa(p.Best) + " of " + game.Count(p.Moves, "move") +
		" optimally and gave away " + game.Num(p.Lost)
}

// gameInfo describes a game for the pages: GET /api/games.
type gameInfo struct {
	Name        string      `json:"name"`
	Aliases     []string    `json:"aliases"` // other names a link may give: "1510"
	Title       string      `json:"title"`
	Rules       string      `json:"rules"`
	Kind        string      `json:"kind"`   // "scoring", "win/lose" or "solo"
	Params      []string    `json:"params"` // LeetCode's parameter names
	ParamInfo   []paramInfo `json:"paramInfo"`
	Constraints string      `json:"constraints,omitempty"` // LeetCode's constraints beyond the parameters'
	Players     [2]string   `json:"players"`
	AnswerRule  string      `json:"answerRule"`
	MoveHelp    string      `json:"moveHelp"` // how to type a move: "L or R (the left or the right end)"
	// Example is the first official example's parameters, in order, as
	// JSON values, which are LeetCode's notation: [1,5,2], 5, "++++".
	Example []json.RawMessage `json:"example"`
	// Notation is the first official example in LeetCode's notation:
	// nums = [1,5,2].
	Notation string `json:"notation"`
}

// paramInfo is one parameter of a game, for the instance form: a page
// writes every kind of value the same way, in LeetCode's notation, and
// the API reads it (input.ParseValue), so the page needs no more than
// this to build its field.
type paramInfo struct {
	Name       string `json:"name"`
	Type       string `json:"type"`       // LeetCode's type: "integer[]", "integer", "string", "integer[][]"
	Example    string `json:"example"`    // the first official example's value, in LeetCode's notation: "[1,5,2]", "5", "\"++++\""
	Constraint string `json:"constraint"` // as LeetCode writes it: "1 <= piles.length <= 500, 1 <= piles[i] <= 500"
}

func handleGames(w http.ResponseWriter, r *http.Request) {
	var out []gameInfo
	for _, g := range games.All() {
		out = append(out, describe(g))
	}
	writeValue(w, out)
}

// describe returns what the pages know of g: its names, rules, kind,
// players and parameters, with its first example's values, as GET
// /api/games lists each game and POST /api/describe a rules file. It
// costs O(parameters) and the writing of the first example.
func describe(g *game.Spec) gameInfo {
	info := gameInfo{Name: g.Name, Aliases: g.Aliases, Title: g.Title, Rules: g.Rules, Kind: g.Kind.String(), Constraints: g.Constraints,
		Players: g.Players, AnswerRule: g.AnswerRule, MoveHelp: g.MoveHelp, Params: []string{}, ParamInfo: []paramInfo{}, Example: []json.RawMessage{}}
	if info.Aliases == nil {
		info.Aliases = []string{}
	}
	var example game.Args
	if len(g.Examples) > 0 {
		example = g.Examples[0].Args
		info.Notation = g.Notation(example)
	}
	for k, p := range g.Params {
		info.Params = append(info.Params, p.Name)
		pi := paramInfo{Name: p.Name, Type: p.Kind.String(), Constraint: p.Constraint()}
		if k < len(example) {
			v := example[k].AppendValue(nil)
			pi.Example = string(v)
			info.Example = append(info.Example, v)
		}
		info.ParamInfo = append(info.ParamInfo, pi)
	}
	return info
}

// handleDescribe answers POST /api/describe {"rules": "<source>"} with
// the rules file's game described as GET /api/games describes each game
// (describe), so that a page builds its form for the file. The file is
// loaded as every endpoint loads it (gameNamed: its examples solved,
// within the server's limits); its errors are 400s at rules.star:line:col.
func handleDescribe(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Rules *string `json:"rules"`
	}
	if err := decodeRulesBody(w, r, &req, []string{"rules"}, `{"rules":"name = ..."}`); err != nil {
		writeError(w, err)
		return
	}
	if req.Rules == nil || *req.Rules == "" {
		writeError(w, badRequest(`rules: missing: /api/describe takes {"rules": "<the source of a rules file>"}; GET /api/games describes the built-in games`))
		return
	}
	g, err := gameNamed(r.Context(), "", *req.Rules)
	if err != nil {
		writeError(w, err)
		return
	}
	writeValue(w, describe(g))
}

func itoa(x int64) string { return strconv.FormatInt(x, 10) }

// signedText writes a differential with its sign: +89, -3, 0.
func signedText(x int64) string {
	if x > 0 {
		return "+" + itoa(x)
	}
	return itoa(x)
}

func writeValue(w http.ResponseWriter, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, b)
}

func writeJSON(w http.ResponseWriter, b []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(b)+1))
	w.Write(append(b, '\n'))
}

// writeError answers err as {"error": "..."} with its status: an
// *httpError's, 500 for anything else. An error about one parameter of
// the instance (a *paramError) names it: {"error": "...", "param": "nums"}.
func writeError(w http.ResponseWriter, err error) {
	status := http.StatusInternalServerError
	var he *httpError
	if errors.As(err, &he) {
		status = he.status
	}
	var pe *paramError
	errors.As(err, &pe)
	var param string
	if pe != nil {
		param = pe.param
	}
	b, _ := json.Marshal(struct {
		Error string `json:"error"`
		Param string `json:"param,omitempty"` // the parameter of the instance it is about
	}{err.Error(), param})
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}
