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
// --json`: games.Solution.AppendJSON.
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
	s := games.Solve(in.game, in.start, in.req.Line)
	more := max(0, len(s.Line)-MaxLine)
	s.Line = s.Line[:len(s.Line)-more]
	if s.Long > 0 { // only the first moves were built: at most this many follow
		more = int(min(s.Long-int64(len(s.Line)), math.MaxInt32))
	}
	writeJSON(w, appendMore(s.AppendJSON(make([]byte, 0, 128+48*len(s.Line))), "moreLine", more))
}

// option is one move of a position and what it is worth.
type option struct {
	Take    json.RawMessage `json:"take"`            // the move, as in the line of /api/solve
	Move    string          `json:"move"`            // its name: "left", "stone 3"
	Index   int             `json:"index"`           // the item it takes (the first of several), -1 if unknown
	Count   int             `json:"count,omitempty"` // how many items from Index it takes, when more than one
	Gain    int64           `json:"gain"`            // the points it scores now
	Value   int64           `json:"value"`           // the mover's differential from here if they make it and both play optimally after
	Loss    int64           `json:"loss"`            // best value - value: 0 for an optimal move
	Optimal bool            `json:"optimal"`
}

// moveResponse is the answer of /api/move.
type moveResponse struct {
	Game    string   `json:"game"`
	Turn    int      `json:"turn"`   // the player to move: 1 or 2
	Player  string   `json:"player"` // their name in this game
	Over    bool     `json:"over"`
	Value   int64    `json:"value"`            // the mover's differential from here under optimal play
	Best    []option `json:"best"`             // the optimal moves
	Options []option `json:"options"`          // every legal move, in the game's order
	Totals  [2]int64 `json:"totals"`           // points scored so far by player 1 and player 2
	Choice  *option  `json:"choice,omitempty"` // the move "opponent" makes here
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
	var totals [2]int64
	totals[0], totals[1] = line.Totals()
	resp := moveResponse{
		Game:    in.game.Name,
		Turn:    int(p.Turn()),
		Player:  in.game.Player(p.Turn()),
		Options: []option{},
		Best:    []option{},
		Totals:  totals,
	}
	opts := p.Options()
	resp.Options = make([]option, 0, min(len(opts), MaxOptions))
	resp.Over = len(opts) == 0
	best, _ := game.Best(opts)
	resp.Value = best
	for _, o := range opts {
		if len(resp.Options) == MaxOptions && (o.Value != best || len(resp.Best) == MaxOptions) {
			resp.MoreOptions++ // cut: not worth making its JSON
			if o.Value == best {
				resp.MoreBest++
			}
			continue
		}
		js := option{Take: moveJSON(o.Move), Move: o.Move.String(), Gain: o.Gain, Value: o.Value, Loss: best - o.Value, Optimal: o.Value == best}
		js.Index, js.Count = span(p, o.Move)
		resp.Options, resp.MoreOptions = appendBounded(resp.Options, resp.MoreOptions, js)
		if js.Optimal {
			resp.Best, resp.MoreBest = appendBounded(resp.Best, resp.MoreBest, js)
		}
	}
	if opp != nil && len(opts) > 0 {
		m := opp.Choose(p, opts, rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
		for _, o := range opts {
			if o.Move == m {
				c := option{Take: moveJSON(o.Move), Move: o.Move.String(), Gain: o.Gain, Value: o.Value, Loss: best - o.Value, Optimal: o.Value == best}
				c.Index, c.Count = span(p, o.Move)
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
	b = append(b, `,"totals":[`...)
	b = strconv.AppendInt(b, r.Totals[0], 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, r.Totals[1], 10)
	b = append(b, ']')
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
	Value   int64           `json:"value"` // the mover's differential from there if both play optimally after this move
	Best    int64           `json:"best"`  // the same for an optimal move
	Loss    int64           `json:"loss"`  // best - value
	Optimal bool            `json:"optimal"`
	Verdict string          `json:"verdict"` // "optimal" or "that cost you N"
}

// summaryJS is how the game went against optimal play.
type summaryJS struct {
	First        int64 `json:"first"` // totals so far
	Second       int64 `json:"second"`
	Differential int64 `json:"differential"`
	// Optimal is player 1's differential under optimal play from the
	// start; Differential = Optimal - Lost[0] + Lost[1].
	Optimal int64      `json:"optimal"`
	Players [2]player_ `json:"players"`
}

type player_ struct {
	Player  int    `json:"player"`
	Name    string `json:"name"`
	Moves   int    `json:"moves"`   // moves made
	Best    int    `json:"best"`    // of which optimal
	Lost    int64  `json:"lost"`    // points of differential given away
	Verdict string `json:"verdict"` // a sentence for people
}

type analyzeResponse struct {
	Game    string     `json:"game"`
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
	resp := analyzeResponse{Game: in.game.Name, Moves: []analyzed{}}
	p := in.start
	s := &resp.Summary
	for k := range s.Players {
		pl := game.Player(k + 1)
		s.Players[k] = player_{Player: int(pl), Name: in.game.Player(pl)}
	}
	s.Optimal = in.start.Solve().Differential
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
		mover, gain := st.Player, st.Gain
		js := analyzed{
			Player: int(mover), Take: moveJSON(m), Move: m.String(), Gain: gain,
			Value: a.Value, Best: a.Best, Loss: a.Loss(), Optimal: a.Optimal(), Verdict: verdict(in.game, a, "you", in.game.Player(mover.Other())),
		}
		js.Index, js.Count = span(p, m)
		resp.Moves = append(resp.Moves, js)
		pl := &s.Players[mover-1]
		pl.Moves++
		if a.Optimal() {
			pl.Best++
		}
		pl.Lost += a.Loss()
		if mover == game.First {
			s.First += gain
		} else {
			s.Second += gain
		}
		p = next
	}
	s.Differential = s.First - s.Second
	resp.Over = len(p.Moves()) == 0
	for k := range s.Players {
		s.Players[k].Verdict = playerVerdict(s.Players[k])
	}
	return resp, nil
}

// verdict is the play analysis of one move, in words: "optimal", "that
// cost you 190" (you names the mover), or in a win/lose game, for a move
// that throws a win away, "that hands the win to Bob" (other names the
// opponent).
func verdict(g *games.Game, a game.Analysis, you, other string) string {
	switch {
	case a.Optimal():
		return "optimal"
	case g.Kind == game.WinLose && a.Best > 0 && a.Value < 0:
		return "that hands the win to " + other
	}
	return "that cost " + you + " " + strconv.FormatInt(a.Loss(), 10)
}

func playerVerdict(p player_) string {
	switch {
	case p.Moves == 0:
		return p.Name + " has not moved yet"
	case p.Lost == 0:
		return p.Name + " played every move optimally"
	}
	return p.Name + " played " + strconv.Itoa(p.Best) + " of " + strconv.Itoa(p.Moves) +
		" moves optimally and gave away " + strconv.FormatInt(p.Lost, 10)
}

// gameInfo describes a game for the pages: GET /api/games.
type gameInfo struct {
	Name        string      `json:"name"`
	Title       string      `json:"title"`
	Rules       string      `json:"rules"`
	Kind        string      `json:"kind"`   // "scoring" or "win/lose"
	Input       string      `json:"input"`  // "row", "pair" or "other"
	Params      []string    `json:"params"` // LeetCode's parameter names
	ParamInfo   []paramInfo `json:"paramInfo"`
	Constraints string      `json:"constraints,omitempty"` // LeetCode's constraints beyond the parameters'
	Players     [2]string   `json:"players"`
	AnswerRule  string      `json:"answerRule"`
	MoveHelp    string      `json:"moveHelp"` // how to type a move: "L or R (the left or the right end)"
	Example     []any       `json:"example"`  // the first official example's parameters, in order: an integer as [5], a list as [1,2], a string, a grid
	// Notation is the first official example in LeetCode's notation:
	// nums = [1,5,2].
	Notation string `json:"notation"`
}

// paramInfo is one parameter of a game, for the instance form.
type paramInfo struct {
	Name       string `json:"name"`
	Kind       string `json:"kind"` // "list" or "int", or LeetCode's type for the others
	Type       string `json:"type"` // LeetCode's type: "integer[]", "integer", "string", "integer[][]"
	MinLen     int    `json:"minLen,omitempty"`
	MaxLen     int    `json:"maxLen,omitempty"` // 0: no stated bound
	Min        int64  `json:"min"`
	Max        int64  `json:"max"`
	Constraint string `json:"constraint"` // as LeetCode writes it: "1 <= piles.length <= 500, 1 <= piles[i] <= 500"
}

func handleGames(w http.ResponseWriter, r *http.Request) {
	var out []gameInfo
	for _, g := range games.All() {
		in := "other"
		switch {
		case len(g.Params) == 1 && g.Params[0].Kind == game.List:
			in = "row"
		case len(g.Params) == 2 && g.Params[0].Kind == game.List && g.Params[1].Kind == game.List:
			in = "pair"
		}
		info := gameInfo{Name: g.Name, Title: g.Title, Rules: g.Rules, Kind: "scoring", Input: in, Constraints: g.Constraints,
			Players: g.Players, AnswerRule: g.AnswerRule, MoveHelp: g.MoveHelp, ParamInfo: []paramInfo{}}
		if g.Kind == game.WinLose {
			info.Kind = "win/lose"
		}
		if len(g.Examples) > 0 {
			for _, a := range g.Examples[0].Args {
				switch a.Kind() {
				case game.Int:
					info.Example = append(info.Example, []int64{a.Int()})
				case game.List:
					info.Example = append(info.Example, a.List())
				default:
					info.Example = append(info.Example, a)
				}
			}
			info.Notation = g.Notation(g.Examples[0].Args)
		}
		for _, p := range g.Params {
			info.Params = append(info.Params, p.Name)
			pi := paramInfo{Name: p.Name, Kind: "list", Type: p.Kind.String(), MinLen: p.MinLen, MaxLen: p.MaxLen, Min: p.Min, Max: p.Max, Constraint: p.Constraint()}
			switch p.Kind {
			case game.Int:
				pi.Kind, pi.MinLen, pi.MaxLen = "int", 0, 0
			case game.Text, game.Grid:
				pi.Kind = p.Kind.String()
			}
			info.ParamInfo = append(info.ParamInfo, pi)
		}
		out = append(out, info)
	}
	writeValue(w, out)
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
// *httpError's, 500 for anything else.
func writeError(w http.ResponseWriter, err error) {
	status := http.StatusInternalServerError
	var he *httpError
	if errors.As(err, &he) {
		status = he.status
	}
	b, _ := json.Marshal(struct {
		Error string `json:"error"`
	}{err.Error()})
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}
