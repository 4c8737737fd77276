package rules

import "go.starlark.net/syntax"

// Where the interpreter is when an instruction fails.
//
// go.starlark.net's compiler gives the instructions that can fail the
// position of their operation (a bracket, an operator, a call's
// parenthesis) and leaves most others without one; the interpreter
// reports an instruction without a position at the last instruction with
// one before it in its code. That code is a graph of blocks (the two
// branches of a condition, a loop's body, what follows a loop...), which
// its compiler lays out depth first: after a block, the block it falls
// to, then the block a condition jumps to. So the branch a condition
// jumps to, the code after a loop and a while loop's body come after all
// that follows the other branch, up to a loop's jump back or a return,
// and an instruction there takes a position compiled after it:
//
//	s[:[(a if b else 1) for c in s]]
//
// fails (the bound is a list) at `a`, the last position in the code
// before the slice: `a` is placed after the loop's jump back, and the
// slice after `a`.
//
// So fcomp mirrors the blocks of go.starlark.net's compiler: the same
// blocks, made in the same order, with the same jumps (newBlock, jump,
// condjump, setBlock, called where that compiler calls its own). A
// function is compiled twice: the first pass records the blocks, their
// jumps and the positions of their instructions; laid out as the
// interpreter lays them out (place), they give the position in effect at
// the start of each block, which the second pass takes as fc.last when
// it starts a block.

// cblock is the record of one of the interpreter's blocks.
type cblock struct {
	insns     int             // its instructions
	last      syntax.Position // the position of its last instruction with one
	jmp, cjmp int32           // the blocks it goes to next, and on a condition; -1 for none
}

// blockGraph holds a function's blocks, by the order they are made in.
type blockGraph struct {
	blocks []cblock
	// start, after the first pass: the position in effect at the start
	// of each block (invalid for a block the interpreter never places:
	// the dead code after a return).
	start []syntax.Position
	// idle holds the heads of the while loops none of whose instructions
	// has a position: our patch of go.starlark.net gives the first
	// instruction of each its while's.
	idle map[int32]bool
}

// newBlock makes a block, as go.starlark.net's compiler makes one.
func (fc *fcomp) newBlock() int32 {
	g := fc.g
	b := fc.nblocks
	fc.nblocks++
	// A block is made anew when code compiled twice (the sinks) makes it
	// again.
	if int(b) < len(g.blocks) {
		g.blocks[b] = cblock{jmp: -1, cjmp: -1}
	} else {
		g.blocks = append(g.blocks, cblock{jmp: -1, cjmp: -1})
	}
	return b
}

// setBlock makes b the block the next instructions go to. In the second
// pass, an instruction without a position there is where b starts.
func (fc *fcomp) setBlock(b int32) {
	fc.flushBlock()
	fc.cur, fc.blk = b, cblock{jmp: -1, cjmp: -1}
	if int(b) < len(fc.g.start) && fc.g.start[b].IsValid() {
		fc.last = fc.g.start[b]
	}
}

// jump ends the current block with a jump to b.
func (fc *fcomp) jump(b int32) {
	fc.blk.jmp = b
	fc.flushBlock()
	fc.cur = -1
}

// condjump emits a conditional jump (CJMP, ITERJMP) to t, and else to f,
// which ends the current block.
func (fc *fcomp) condjump(t, f int32) {
	fc.emit()
	fc.blk.cjmp = t
	fc.jump(f)
}

// flushBlock records the current block. (It is kept in fcomp, not in the
// graph, so that code compiled twice from a saved fcomp, the sinks,
// records it once.)
func (fc *fcomp) flushBlock() {
	if fc.cur >= 0 && int(fc.cur) < len(fc.g.blocks) {
		fc.g.blocks[fc.cur] = fc.blk
	}
}

// place lays out the blocks from entry as go.starlark.net's compiler
// does (see its fcomp.generate), and sets start.
func (g *blockGraph) place(entry int32) {
	g.start = make([]syntax.Position, len(g.blocks))
	placed := make([]bool, len(g.blocks))
	// thread skips the blocks without instructions, as the interpreter's
	// compiler does: they are never placed.
	thread := func(b int32) int32 {
		for n := 0; b >= 0 && int(b) < len(g.blocks) && g.blocks[b].insns == 0 && n < len(g.blocks); n++ {
			b = g.blocks[b].jmp
		}
		if b < 0 || int(b) >= len(g.blocks) {
			return -1
		}
		return b
	}
	var pos syntax.Position
	var visit func(b int32)
	visit = func(b int32) {
		if b < 0 || placed[b] {
			return
		}
		placed[b] = true
		g.start[b] = pos
		if last := g.blocks[b].last; last.IsValid() {
			pos = last
		}
		visit(thread(g.blocks[b].jmp))
		visit(thread(g.blocks[b].cjmp))
	}
	visit(entry)
}
