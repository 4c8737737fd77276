// Package match is a game in progress between a person and the computer: the
// model behind `stonegame play` and the web app's Play page.
//
// A [Match] holds the starting position, the moves played so far, each with
// its [game.Analysis], the human's side and the computer's [Opponent]. The
// human moves with [Match.Play]; the computer answers at once, so after
// every call it is the human's turn again or the game is over. [Match.Undo]
// goes back to the human's previous turn, [Match.Hint] shows every option
// with its value, and [Match.Summary] tells, at the end, how the game went
// against optimal play.
//
// The analysis of a move is the differential idea made concrete: the value of
// a move is the mover's final differential (their total minus the
// opponent's, from here to the end) if both play optimally afterwards, and a
// move "costs" the gap between the best value and its own. It uses only the
// fast solvers of [game.Solvable] (O(n) per move for the games known today),
// never an n×n table, so a row of a million numbers stays interactive.
//
// A match is fully described by its [State]: the game's name, the starting
// numbers, the human's side, the opponent and its seed, and the moves played
// as text. [Restore] rebuilds the match from it, so a server can keep the
// state in the page and replay it on every request.
//
// Nothing here knows a game's internals: moves come from the position and
// are made with [game.Apply], the opponents choose among
// [game.Solvable.Options], and [ParseMove] turns text into a move with the
// game's [game.Spec.ParseMove].
//
// In a win/lose game ([game.WinLose]) moves score nothing and the last
// position's payoff decides: the result of a finished match is
// [game.Score] of its line and its end, and the values of an analysis are
// ±1 (a Loss of 2 is a won position thrown away). There, optimal play also
// has a pace, the remoteness ([game.Result.Remoteness]): the winner
// hurries and the loser delays. A move of the best value that wins more
// slowly, or loses sooner, than another is not [Played.Optimal] ([game.Judge]);
// [Match.Outlook] says who wins from the current position and how soon.
//
// In a solo game ([game.Solo], Stone Game V) the person plays alone: every
// position is player 1's to move, the human is player 1, and the computer
// never moves.
//
// Positions of a win/lose game may repeat (a rules file's Cat and Mouse),
// and nothing then forces the game to end: a match ends as a draw when a
// position repeats (its Key and the player to move) from which optimal
// play draws ([Match.Repeated]), so that a person cannot loop for ever.
package match

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"

	"stonegame/game"
)

// Played is one move of the match, with its analysis.
type Played struct {
	Ply    int         // 1 for the first move of the game, 2 for the second, ...
	Player game.Player // who moved
	Human  bool        // whether the human made the move
	Move   game.Move   // the move
	Gain   int64       // the points it scored for Player
	// Analysis is the verdict on the move ([game.Judge]): whether it was
	// optimal, and the Analysis.Loss() points of the final differential
	// it gave away.
	Analysis game.Analysis
	// Final is the mover's final differential (whole game, their total
	// minus the opponent's) if both play optimally after this move.
	Final int64
	// Remoteness, in a win/lose game, is the remoteness of the position
	// the move led to (its option's [game.Option.Remoteness]): how many
	// moves the game lasts from there under optimal play. Quickest is the
	// same for the moves optimal play makes, when the verdict counts pace
	// ([game.Judgment.Paced]). Either is [game.Unknown] when not known or
	// not counted; both are 0 in the other kinds of game. They are the
	// Analysis's.
	Remoteness, Quickest int
}

// Optimal reports whether the move was one optimal play makes
// ([game.Analysis.Optimal], decided by [game.Judge]).
func (p Played) Optimal() bool { return p.Analysis.Optimal() }

// Match is a game in progress. Its methods are not safe for concurrent use.
// The zero Match is not usable: build one with [New] or [Restore].
type Match struct {
	game   *game.Spec
	args   game.Args
	start  game.Solvable
	pos    game.Solvable
	over   bool // no legal move in pos, or a drawn position repeats: cached, Moves costs O(n)
	repeat bool // the game ended because a drawn position repeated
	// keys[i] is the key of the position after i moves when it is a
	// drawn position of a win/lose game, "" otherwise; seen counts
	// them, to find a repeat.
	keys   []string
	seen   map[string]int
	human  game.Player
	opp    Opponent
	seed   uint64
	played []Played
	line   game.Line // the steps of played, as game.Apply made them
	first  int64     // player 1's total so far
	second int64     // player 2's total so far
	best   *game.Result
	now    *game.Result // pos.Solve(), once Outlook asked for it
}

// Errors of [Match.Play] and [Match.Undo]; callers branch on them with
// errors.Is.
var (
	ErrOver        = errors.New("the game is over")
	ErrNotYourTurn = errors.New("it is not the human's turn")
	ErrNoUndo      = errors.New("there is no move of yours to undo")
)

// Config says how to set up a match.
type Config struct {
	Game *game.Spec // the game (required)
	Args game.Args  // the instance: its parameters, in the game's order
	// Human is the side the person plays: game.First or game.Second; zero
	// means game.First. In a solo game it must be game.First.
	Human game.Player
	// Opponent chooses the computer's moves; nil means Optimal.
	Opponent Opponent
	// Seed drives the computer's random choices. The choice at ply k
	// depends only on Seed, k and the position, so a match replays
	// identically.
	Seed uint64
}

// New starts a match. If the computer moves first it plays at once, so the
// returned match waits for the human (or is over). It returns the game's
// error for a bad instance (empty, different lengths, totals that could
// overflow) and an error for a Human that is not a player, or is player 2
// of a solo game.
//
// It costs one O(n) build of the starting position, plus the computer's
// first moves.
func New(c Config) (*Match, error) {
	g := c.Game
	if g == nil {
		return nil, errors.New("match: no game")
	}
	human := c.Human
	if human == 0 {
		human = game.First
	}
	if err := checkHuman(g, human); err != nil {
		return nil, err
	}
	opp := c.Opponent
	if opp == nil {
		opp = Optimal{}
	}
	start, err := g.Start(context.Background(), c.Args)
	if err != nil {
		return nil, err
	}
	m := &Match{game: g, args: c.Args, start: start, human: human, opp: opp, seed: c.Seed}
	m.setPos(start)
	if err := m.computer(); err != nil {
		return nil, err
	}
	return m, nil
}

// ErrSolo is the error of a match set up with the computer to move in a
// solo game, which has one player: the person.
var ErrSolo = errors.New("a one-player game: the person makes every move, the computer none")

// checkHuman returns an error unless human is a side the person may play
// in g.
func checkHuman(g *game.Spec, human game.Player) error {
	switch {
	case human != game.First && human != game.Second:
		return fmt.Errorf("the human must be player 1 or player 2, not %d", human)
	case human == game.Second && g.Kind == game.Solo:
		return fmt.Errorf("%s is %w", g.Name, ErrSolo)
	}
	return nil
}

// Game returns the game being played.
func (m *Match) Game() *game.Spec { return m.game }

// Args returns the instance the match started from (callers must not
// modify it).
func (m *Match) Args() game.Args { return m.args }

// Start returns the starting position.
func (m *Match) Start() game.Solvable { return m.start }

// Position returns the current position.
func (m *Match) Position() game.Solvable { return m.pos }

// Human returns the side the person plays.
func (m *Match) Human() game.Player { return m.human }

// Opponent returns the computer's opponent.
func (m *Match) Opponent() Opponent { return m.opp }

// Seed returns the seed of the computer's random choices.
func (m *Match) Seed() uint64 { return m.seed }

// Played returns the moves played so far, oldest first (callers must not
// modify the slice).
func (m *Match) Played() []Played { return m.played }

// Over reports whether the game has ended: no legal move remains, or a
// drawn position repeats ([Match.Repeated]).
func (m *Match) Over() bool { return m.over }

// RepeatNote is what a front end says of a game that [Match.Repeated]
// ended.
const RepeatNote = "the position repeats: a draw"

// Repeated reports whether the game ended as a draw because a position
// repeated: the current one, with the same player to move, was met
// before in the match, and optimal play from it is a draw (in a
// win/lose game whose positions may repeat; no other game can). The rules
// would let it go on for ever; optimal play from there cannot change the
// result, so the match stops.
func (m *Match) Repeated() bool { return m.repeat }

// setPos makes p, the position after len(m.keys) moves, the current
// position. In a win/lose game, a drawn position costs its Key, kept to
// find a repeat; deciding that it is drawn costs the Solve that options
// makes anyway ([Match.Outlook]).
func (m *Match) setPos(p game.Solvable) {
	m.pos = p
	m.over = game.Over(p)
	m.repeat = false
	m.now = nil
	key := ""
	if !m.over && m.game.Kind == game.WinLose && m.Outlook().Winner() == game.Draw {
		key = strconv.Itoa(int(p.Turn())) + "/" + p.Key()
		if m.seen == nil {
			m.seen = map[string]int{}
		}
		if m.seen[key] > 0 {
			m.over, m.repeat = true, true
		}
		m.seen[key]++
	}
	m.keys = append(m.keys, key)
}

// options returns the options of the current position. In a win/lose game
// whose solver does not know the remoteness of a won or lost position (its
// Solve says [game.Unknown]: a game that does not count), the options'
// remoteness is not trusted either and reads Unknown: a game that leaves
// it at its zero value would otherwise read "wins in 1 move" everywhere. A
// drawn position has no remoteness, but its losing options do (Cat and
// Mouse: "loses in 3 moves"): they keep theirs. That check costs one Solve
// per position (see [Match.Outlook]).
func (m *Match) options() []game.Option {
	opts := m.pos.Options()
	if r := m.Outlook(); m.game.Kind != game.WinLose || r.Remoteness >= 0 || r.Winner() == game.Draw {
		return opts
	}
	for i := range opts {
		opts[i].Remoteness = game.Unknown
	}
	return opts
}

// Outlook returns the result of optimal play from the current position:
// [game.Solvable.Solve], so in a win/lose game who wins from here (its
// Differential: +1 for player 1, -1 for player 2, 0 a draw) and in how
// many moves (its Remoteness, [game.Unknown] when the solver does not
// know). The first call for a position solves it (the game's LineCost);
// later calls reuse it.
func (m *Match) Outlook() game.Result {
	if m.now == nil {
		r := m.pos.Solve()
		m.now = &r
	}
	return *m.now
}

// Turn returns the player to move in the current position.
func (m *Match) Turn() game.Player { return m.pos.Turn() }

// HumanToMove reports whether the game is on and it is the human's turn.
func (m *Match) HumanToMove() bool { return !m.Over() && m.pos.Turn() == m.human }

// Totals returns the points each player has scored so far (always 0 and 0
// in a win/lose game).
func (m *Match) Totals() (first, second int64) { return m.first, m.second }

// Line returns the steps played so far, as [game.Apply] made them: who,
// what, the items each took (callers must not modify it).
func (m *Match) Line() game.Line { return m.line }

// Result returns the result so far: the totals and, once the game is over,
// the payoff of its last position ([game.Score]), so that a finished
// win/lose game has a differential of ±1 for its winner.
func (m *Match) Result() game.Result {
	var end game.Position
	if m.over {
		end = m.pos
	}
	return game.Score(m.line, end)
}

// Differential returns the human's differential so far: their total minus
// the computer's, with the payoff once the game is over (see [Match.Result]).
func (m *Match) Differential() int64 { return m.Result().For(m.human) }

// Play makes the human's move mv and then lets the computer answer until it
// is the human's turn again or the game is over. It returns the moves made,
// the human's first. It returns [ErrOver] or [ErrNotYourTurn] when the human
// may not move, and the position's error, with the match unchanged, for a
// move that is not legal here. A move that takes the same items as a legal
// one is that move ([game.Resolve]): "right" takes the last number of a
// row as "left" does.
//
// Each move costs one call of Options on the position (O(n) for the games
// known today) for its analysis, and a Play.
func (m *Match) Play(mv game.Move) ([]Played, error) {
	if m.Over() {
		return nil, ErrOver
	}
	if m.pos.Turn() != m.human {
		return nil, ErrNotYourTurn
	}
	n := len(m.played)
	if r, ok := game.Resolve(m.pos, mv); ok {
		mv = r
	}
	if err := m.play(mv, m.options(), true); err != nil {
		return nil, err
	}
	if err := m.computer(); err != nil {
		return m.played[n:], err
	}
	return m.played[n:], nil
}

// play makes move mv, given the options of the current position.
func (m *Match) play(mv game.Move, opts []game.Option, human bool) error {
	var opt *game.Option
	for i := range opts {
		if opts[i].Move == mv {
			opt = &opts[i]
			break
		}
	}
	st, next, err := game.Apply(m.pos, mv)
	if err != nil {
		return err
	}
	if opt == nil { // Play accepted a move that Options does not list: a bug in the game
		return fmt.Errorf("%v is not among the options of this position", mv)
	}
	a := game.Judge(opts).Of(*opt)
	p := Played{
		Ply:        len(m.played) + 1,
		Player:     st.Player,
		Human:      human,
		Move:       mv,
		Gain:       st.Gain,
		Analysis:   a,
		Remoteness: a.Remoteness,
		Quickest:   a.Quickest,
	}
	p.Final = game.Result{Differential: m.first - m.second}.For(st.Player) + opt.Value
	if st.Player == game.First {
		m.first += st.Gain
	} else {
		m.second += st.Gain
	}
	m.played = append(m.played, p)
	m.line = append(m.line, st)
	m.setPos(next)
	return nil
}

// computer plays the opponent's moves until it is the human's turn or the
// game is over.
func (m *Match) computer() error {
	for !m.Over() && m.pos.Turn() != m.human {
		opts := m.options()
		r := rand.New(rand.NewPCG(m.seed, uint64(len(m.played)+1)))
		mv := m.opp.Choose(m.pos, opts, r)
		if err := m.play(mv, opts, false); err != nil {
			return fmt.Errorf("the %s opponent chose %v: %w", m.opp.Name(), mv, err)
		}
	}
	return nil
}

// Undo takes back the human's last move and the computer's answers to it, so
// it is the human's turn in the position where they last moved. It returns
// [ErrNoUndo] when the human has not moved yet. It replays the remaining
// moves from the start: len(Played) calls of Play, without any analysis.
func (m *Match) Undo() error {
	k := len(m.played) - 1
	for k >= 0 && !m.played[k].Human {
		k--
	}
	if k < 0 {
		return ErrNoUndo
	}
	moves := make([]game.Move, k)
	for i, p := range m.played[:k] {
		moves[i] = p.Move
	}
	line, pos, err := game.Replay(m.start, moves)
	if err != nil { // cannot happen: these moves were legal
		return fmt.Errorf("replaying the match: %w", err)
	}
	for _, key := range m.keys[k:] {
		if key != "" {
			m.seen[key]--
		}
	}
	m.keys = m.keys[:k]
	m.setPos(pos)
	m.first, m.second = line.Totals()
	m.played = m.played[:k:k]
	m.line = line
	return nil
}

// Hint is every option of the current position with its value, for the
// player to move.
type Hint struct {
	Options []game.Option // every legal move, in the order of Moves
	// Best are the options optimal play may choose, in the order of
	// Moves, all of them ([game.Judgment.Best]): those of the highest
	// value and, when the pace counts, the quickest wins or the slowest
	// losses.
	Best  []game.Option
	Value int64 // the highest value: the mover's differential from here under optimal play
	// Final is the mover's final differential (whole game) under optimal
	// play from here.
	Final int64
	// Remoteness, in a win/lose game, is how many moves the game lasts
	// from here under optimal play, this one included: 1 + the
	// remoteness of the best options; [game.Unknown] when that is not
	// known (a draw, or a solver that does not count), 0 in the other
	// kinds and at the end.
	Remoteness int
}

// Hint returns the options of the current position, for whoever is to move;
// at the end of the game it is empty. One call of Options: O(n) for the games
// known today.
func (m *Match) Hint() Hint {
	opts := m.options()
	j := game.Judge(opts)
	h := Hint{
		Options: opts,
		Best:    j.Best,
		Value:   j.Value,
		Final:   game.Result{Differential: m.first - m.second}.For(m.pos.Turn()) + j.Value,
	}
	switch {
	case len(opts) == 0 || m.game.Kind != game.WinLose:
	case j.Paced():
		h.Remoteness = 1 + j.Remoteness
	default:
		h.Remoteness = game.Unknown
	}
	return h
}

// Summary is how a match went, from the human's side.
type Summary struct {
	Human game.Player
	// Result is both players' totals so far, and once the game is over
	// the final result, its payoff counted ([Match.Result]): in a
	// win/lose game its differential is +1 for the winner.
	Result game.Result
	// Optimal is the result of optimal play by both from the start.
	Optimal game.Result
	// Moves is how many moves the human made; Best how many of them were
	// optimal ([Played.Optimal]).
	Moves, Best int
	// Mistakes are the human's moves that were not optimal, in order: in
	// a scoring game those that gave points away; in a win/lose game also
	// a win made slower, or a loss made sooner, than it had to be.
	Mistakes []Played
	// Lost is the total the mistakes gave away (the sum of their losses).
	// In a win/lose game a mistake loses 2 for a won position thrown
	// away, 1 for a draw thrown away or a drawn position lost, and 0 for a
	// mere change of pace.
	Lost int64
	// Repeated is set when the game ended as a draw because a position
	// repeated ([Match.Repeated]).
	Repeated bool
}

// Winner returns who won (or leads, before the end), from the human's side:
// game.FirstWins if the human did.
func (s Summary) Winner() game.Outcome { return game.Result{Differential: s.Differential()}.Winner() }

// Differential returns the human's differential in the result.
func (s Summary) Differential() int64 { return s.Result.For(s.Human) }

// OptimalDifferential returns the human's differential under optimal play
// from the start.
func (s Summary) OptimalDifferential() int64 { return s.Optimal.For(s.Human) }

// Summary returns how the match went so far. The first call solves the
// starting position (O(n) for the games known today); later calls reuse it.
func (m *Match) Summary() Summary {
	if m.best == nil {
		r := m.start.Solve()
		m.best = &r
	}
	s := Summary{
		Human:    m.human,
		Result:   m.Result(),
		Optimal:  *m.best,
		Repeated: m.repeat,
	}
	for _, p := range m.played {
		if !p.Human {
			continue
		}
		s.Moves++
		if p.Optimal() {
			s.Best++
		} else {
			s.Mistakes = append(s.Mistakes, p)
			s.Lost += p.Analysis.Loss()
		}
	}
	return s
}
