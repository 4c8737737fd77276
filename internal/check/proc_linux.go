package check

import (
	"bytes"
	"errors"
	"io/fs"
	"maps"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// prSetChildSubreaper is prctl's PR_SET_CHILD_SUBREAPER (Linux 3.4).
const prSetChildSubreaper = 36

// becomeSubreaper makes this process adopt the orphans among its
// descendants, and reports whether it does.
func becomeSubreaper() bool {
	_, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
	return errno == 0
}

// proc is a process as /proc shows it.
type proc struct {
	pid, ppid, pgid int
	state           byte // R, S, D, T, t, Z, X...
	mark            string
	marked          bool // mark was read (a zombie has no environment)
}

// dead reports whether p is a zombie or gone.
func (p *proc) dead() bool { return p.state == 'Z' || p.state == 'X' }

// stopped reports whether p can no longer run: stopped or dead.
func (p *proc) stopped() bool { return p.state == 'T' || p.state == 't' || p.dead() }

// readProc reads /proc/PID/stat; nil when the process is gone.
func readProc(pid int) *proc {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return nil
	}
	// pid (comm) state ppid pgrp ...: comm may hold anything, ')' too.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return nil
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 3 || len(f[0]) != 1 {
		return nil
	}
	ppid, err1 := strconv.Atoi(f[1])
	pgid, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil {
		return nil
	}
	return &proc{pid: pid, ppid: ppid, pgid: pgid, state: f[0][0]}
}

// readMark reads p's mark from its environment, once.
func (p *proc) readMark() string {
	if p.marked {
		return p.mark
	}
	p.marked = true
	b, err := os.ReadFile("/proc/" + strconv.Itoa(p.pid) + "/environ")
	if err != nil {
		return ""
	}
	for kv := range bytes.SplitSeq(b, []byte{0}) {
		if v, ok := bytes.CutPrefix(kv, []byte(treeEnv+"=")); ok {
			p.mark = string(v)
		}
	}
	return p.mark
}

// readProcs reads every process of /proc.
func readProcs() map[int]*proc {
	ps := map[int]*proc{}
	d, err := os.Open("/proc")
	if err != nil {
		return ps
	}
	defer d.Close()
	names, _ := d.Readdirnames(-1)
	for _, n := range names {
		pid, err := strconv.Atoi(n)
		if err != nil {
			continue
		}
		if p := readProc(pid); p != nil {
			ps[pid] = p
		}
	}
	return ps
}

// readDescendants reads the descendants of process self, walking the
// children files of /proc/PID/task/TID (Linux 3.5 and later, if built
// with CONFIG_PROC_CHILDREN): a few reads where a scan of /proc reads
// every process. It reports false when there are no such files.
func readDescendants(self int) (map[int]*proc, bool) {
	ps := map[int]*proc{}
	for stack := []int{self}; len(stack) > 0; {
		pid := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		dir := "/proc/" + strconv.Itoa(pid) + "/task/"
		d, err := os.Open(dir)
		if err != nil {
			continue // gone
		}
		tids, _ := d.Readdirnames(-1)
		d.Close()
		for _, tid := range tids {
			b, err := os.ReadFile(dir + tid + "/children")
			if err != nil && pid == self && errors.Is(err, fs.ErrNotExist) {
				return nil, false
			}
			for _, f := range strings.Fields(string(b)) {
				c, err := strconv.Atoi(f)
				if err != nil || ps[c] != nil {
					continue
				}
				if p := readProc(c); p != nil {
					ps[c] = p
					stack = append(stack, c)
				}
			}
		}
	}
	return ps, true
}

// members returns the processes that belong to the trees ts (or, if all,
// carry any mark of this process's), with their descendants. Only this
// process's descendants are looked at when it is a subreaper (every
// orphan of its trees is then one of them), every process otherwise.
//
// The descendants are read from the children files unless exact: those
// are fast but may skip a child while its siblings exit (the kernel says
// so: "it was never promised to be accurate"), and check's own children
// come and go all the time. exact scans all of /proc instead, where a
// process that lives through the scan is always seen.
func members(ts []*tree, all, exact bool) map[int]*proc {
	self := os.Getpid()
	var ps map[int]*proc
	if subreaper() {
		var ok bool
		if !exact {
			ps, ok = readDescendants(self)
		}
		if !ok {
			ps = readProcs()
			for pid, p := range ps {
				if !descends(ps, p, self) {
					delete(ps, pid)
				}
			}
		}
	} else {
		ps = readProcs()
		delete(ps, self)
	}
	prefix := strconv.Itoa(self) + "."
	marks := map[string]bool{}
	roots := map[int]bool{}
	for _, t := range ts {
		marks[t.mark] = true
		roots[t.pid] = true
	}
	children := map[int][]int{}
	for _, p := range ps {
		children[p.ppid] = append(children[p.ppid], p.pid)
	}
	in := map[int]*proc{}
	var add func(pid int)
	add = func(pid int) {
		if in[pid] != nil || ps[pid] == nil {
			return
		}
		in[pid] = ps[pid]
		for _, c := range children[pid] {
			add(c)
		}
	}
	for pid, p := range ps {
		m := p.readMark()
		ours := strings.HasPrefix(m, prefix)
		// A process of a tree's group counts unless it carries the mark
		// of another tree: the group's number may be a new root's now.
		if marks[m] || all && ours || roots[p.pgid] && !ours {
			add(pid)
		}
	}
	return in
}

// descends reports whether p descends from process self, in ps.
func descends(ps map[int]*proc, p *proc, self int) bool {
	for range len(ps) {
		if p.ppid == self {
			return true
		}
		if p = ps[p.ppid]; p == nil {
			return false
		}
	}
	return false
}

// sweep kills the processes of the trees ts (of all this process's trees
// if all): it stops them until no new one shows up (two rounds in a row
// with the same processes, every one stopped, the last of them an exact
// scan: see [members]), kills them, then waits, at most killWait, until
// each is dead, reaping those it adopted.
func sweep(ts []*tree, all bool) {
	stopped := map[int]bool{}
	for round, same := 0, 0; round < 200 && same < 2; round++ {
		// An exact scan where the fast read would end the sweep: when it
		// finds nothing new either, nothing was skipped.
		ps := members(ts, all, round == 0 || same == 1)
		same++
		for pid, p := range ps {
			if !stopped[pid] {
				syscall.Kill(pid, syscall.SIGSTOP)
				stopped[pid] = true
				same = 0
			} else if !p.stopped() {
				same = 0
			}
		}
		if len(ps) == 0 && round == 0 {
			return // nothing runs: the common case, at the end of a batch
		}
		if same < 2 {
			time.Sleep(time.Millisecond)
		}
	}
	for pid := range stopped {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	self := os.Getpid()
	waiting := maps.Clone(stopped)
	deadline := time.Now().Add(killWait)
	for len(waiting) > 0 && time.Now().Before(deadline) {
		for pid := range waiting {
			p := readProc(pid)
			switch {
			case p == nil:
				delete(waiting, pid)
			case !p.dead():
			case p.ppid == self && !registered(pid):
				// An orphan this process adopted: nobody else reaps it.
				var ws syscall.WaitStatus
				if w, err := syscall.Wait4(pid, &ws, syscall.WNOHANG, nil); w == pid || err != nil {
					delete(waiting, pid)
				}
			case p.ppid == self || !stopped[p.ppid]:
				// Its parent reaps it: os/exec for a root, or a process
				// that is not of the trees.
				delete(waiting, pid)
			}
			// Otherwise a zombie whose parent is of the trees: it is
			// adopted as its parent exits (this may be an older read),
			// and reaped then.
		}
		if len(waiting) > 0 {
			time.Sleep(2 * time.Millisecond)
		}
	}
}

// cpuTime returns a reading of process pid's CPU time, for [cpuSample.since]:
// each thread's (/proc/PID/task/TID/schedstat, in nanoseconds) and the
// whole process's in clock ticks (/proc/PID/stat, the threads that ended
// included); false when it cannot tell.
func cpuTime(pid int) (cpuSample, bool) {
	dir := "/proc/" + strconv.Itoa(pid) + "/task/"
	d, err := os.Open(dir)
	if err != nil {
		return cpuSample{}, false
	}
	tids, _ := d.Readdirnames(-1)
	d.Close()
	c := cpuSample{threads: map[string]time.Duration{}}
	for _, tid := range tids {
		b, err := os.ReadFile(dir + tid + "/schedstat")
		if err != nil {
			continue // ended meanwhile
		}
		f := strings.Fields(string(b))
		if len(f) == 0 {
			return cpuSample{}, false
		}
		n, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil {
			return cpuSample{}, false
		}
		c.threads[tid] = time.Duration(n)
	}
	if d, ok := statCPU(pid); ok {
		c.ticks = d
	}
	return c, len(c.threads) > 0
}

// treeCPU returns the CPU time t's processes have used so far: the user
// and system time of each process of the tree, and of the children each
// has waited for (/proc/PID/stat: utime, stime, cutime, cstime), plus the
// root's own once it exited and was waited for (its rusage). It reports
// false when no process of the tree can be read. Its resolution is a
// clock tick, 10 ms; its cost one read of the tree's members (see
// [members]) and of each one's stat file.
func treeCPU(t *tree) (time.Duration, bool) {
	var total time.Duration
	ok := false
	select {
	case <-t.exited:
		if t.state != nil {
			total += t.state.UserTime() + t.state.SystemTime()
			ok = true
		}
	default:
	}
	for pid := range members([]*tree{t}, false, false) {
		if ok && pid == t.pid {
			continue // counted by its rusage
		}
		if d, found := statCPU(pid); found {
			total += d
			ok = true
		}
	}
	return total, ok
}

// statCPU reads process pid's utime + stime + cutime + cstime.
func statCPU(pid int) (time.Duration, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	// After the comm: state(3) ppid pgrp session tty_nr tpgid flags
	// minflt cminflt majflt cmajflt utime(14) stime cutime cstime(17).
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 15 {
		return 0, false
	}
	var ticks int64
	for _, s := range f[11:15] {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return 0, false
		}
		ticks += n
	}
	return time.Duration(ticks) * time.Second / clockTicks, true
}
