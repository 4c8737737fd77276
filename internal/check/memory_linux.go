package check

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// MemorySupported reports whether check can measure and limit a
// solution's memory here: on Linux, always (a cgroup, or /proc).
func MemorySupported() bool { return true }

// useCgroups lets check put a metered tree in a cgroup v2 of its own when
// the machine allows it; tests turn it off to test the other way, and a
// cgroup that cannot take a process turns it off for good.
var useCgroups atomic.Bool

func init() { useCgroups.Store(true) }

// meterSys is Linux's part of a meter: its cgroup, if any, and the
// goroutine that reads the tree's memory.
type meterSys struct {
	cg   *cgroup
	done chan struct{}
	wg   sync.WaitGroup
	stop sync.Once
}

// newMeter returns a meter, limit 0 for measuring only, for a tree that
// cmd is about to start: cmd goes into a cgroup of its own when the
// machine lets check make one (see [memoryCgroups]).
func newMeter(limit int64, cmd *exec.Cmd) *meter {
	m := &meter{limit: limit, over: make(chan struct{})}
	m.sys.done = make(chan struct{})
	if useCgroups.Load() {
		if cg, err := newCgroup(limit); err == nil {
			if cmd.SysProcAttr == nil {
				cmd.SysProcAttr = &syscall.SysProcAttr{}
			}
			cmd.SysProcAttr.UseCgroupFD = true
			cmd.SysProcAttr.CgroupFD = cg.fd
			m.sys.cg = cg
		}
	}
	return m
}

// startFailed is called when cmd did not start: a cgroup that cannot take
// a process (an old kernel without clone3's CLONE_INTO_CGROUP) is removed
// and no more are made; the caller starts a new command without one.
func (m *meter) startFailed(cmd *exec.Cmd) bool {
	if m.sys.cg == nil {
		return false
	}
	useCgroups.Store(false)
	m.sys.cg.remove()
	m.sys.cg = nil
	cmd.SysProcAttr.UseCgroupFD = false
	return true
}

// watch measures t, just started, every pollEvery until it exits or the
// meter is closed.
func (m *meter) watch(t *tree) {
	m.sys.wg.Add(1)
	go func() {
		defer m.sys.wg.Done()
		tick := time.NewTicker(pollEvery)
		defer tick.Stop()
		var below []int // the root's descendants, as last read
		for round := 0; ; round++ {
			if cg := m.sys.cg; cg != nil {
				m.see(cg.value("memory.current"))
				if cg.oomKilled() {
					m.passed()
				}
			} else {
				if round%3 == 0 {
					below = descendants(t.pid)
				}
				n := rss(t.pid)
				for _, pid := range below {
					n += rss(pid)
				}
				m.see(n)
			}
			select {
			case <-t.exited:
				return
			case <-m.sys.done:
				return
			case <-tick.C:
			}
		}
	}()
}

// settle adds what is known once t's root has exited: the cgroup's peak
// and whether it killed for memory, or the root's own peak (maxrss). It
// returns the peak.
func (m *meter) settle(t *tree) int64 {
	if cg := m.sys.cg; cg != nil {
		m.see(cg.value("memory.peak"))
		if cg.oomKilled() {
			m.passed()
		}
	} else if t.state != nil {
		if ru, ok := t.state.SysUsage().(*syscall.Rusage); ok {
			m.see(ru.Maxrss * 1024)
		}
	}
	return m.peak.Load()
}

// close stops measuring and removes the cgroup, once the tree is dead.
func (m *meter) close() {
	m.sys.stop.Do(func() {
		close(m.sys.done)
		m.sys.wg.Wait()
		if m.sys.cg != nil {
			m.sys.cg.remove()
		}
	})
}

// descendants returns the process IDs of pid's descendants.
func descendants(pid int) []int {
	ps, _ := readDescendants(pid)
	var pids []int
	for c := range ps {
		pids = append(pids, c)
	}
	return pids
}

var pageSize = int64(os.Getpagesize())

// rss returns process pid's resident memory (/proc/PID/statm), 0 if it
// is gone.
func rss(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	n, _ := strconv.ParseInt(f[1], 10, 64)
	return n * pageSize
}

// A cgroup is a cgroup v2 that check made for one tree, with its memory
// limit.
type cgroup struct {
	dir string
	fd  int // its directory, open, for clone3's CLONE_INTO_CGROUP
}

var cgroupSeq atomic.Int64

// cgroupParent is where check makes its cgroups, or why it cannot.
var cgroupParent = sync.OnceValues(func() (string, error) {
	self, err1 := os.ReadFile("/proc/self/cgroup")
	mounts, err2 := os.ReadFile("/proc/self/mountinfo")
	if err := errors.Join(err1, err2); err != nil {
		return "", err
	}
	path, ok1 := cgroupPath(self)
	mount, ok2 := cgroup2Mount(mounts)
	if !ok1 || !ok2 {
		return "", errors.New("no cgroup v2")
	}
	dir := filepath.Join(mount, path)
	ctl, err := os.ReadFile(filepath.Join(dir, "cgroup.controllers"))
	if err != nil || !hasWord(ctl, "memory") {
		return "", fmt.Errorf("%s has no memory controller", dir)
	}
	sub, err := os.ReadFile(filepath.Join(dir, "cgroup.subtree_control"))
	if err != nil {
		return "", err
	}
	if !hasWord(sub, "memory") {
		// Allowed only where no process is (the root): elsewhere the
		// kernel says EBUSY, and check measures by /proc instead.
		if err := os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte("+memory"), 0); err != nil {
			return "", err
		}
	}
	return dir, nil
})

// cgroupPath reads the cgroup v2 path of /proc/self/cgroup ("0::/PATH").
func cgroupPath(data []byte) (string, bool) {
	for line := range strings.SplitSeq(string(data), "\n") {
		if p, ok := strings.CutPrefix(line, "0::"); ok {
			return p, true
		}
	}
	return "", false
}

// cgroup2Mount reads where the cgroup v2 hierarchy is mounted, from
// /proc/self/mountinfo: the fifth field of the line whose type, after
// " - ", is cgroup2.
func cgroup2Mount(data []byte) (string, bool) {
	for line := range strings.SplitSeq(string(data), "\n") {
		pre, post, ok := strings.Cut(line, " - ")
		f := strings.Fields(pre)
		if ok && len(f) >= 5 && strings.HasPrefix(post, "cgroup2 ") {
			return f[4], true
		}
	}
	return "", false
}

func hasWord(data []byte, w string) bool {
	return bytes.Contains(append(append([]byte(" "), bytes.TrimSpace(data)...), ' '), []byte(" "+w+" "))
}

// newCgroup makes a cgroup for one tree with memory.max at limit (none if
// 0), no swap, and the whole tree killed when the kernel kills for
// memory.
func newCgroup(limit int64) (*cgroup, error) {
	parent, err := cgroupParent()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(parent, fmt.Sprintf("stonegame-check-%d-%d", os.Getpid(), cgroupSeq.Add(1)))
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil, err
	}
	c := &cgroup{dir: dir, fd: -1}
	write := func(name, v string) error { return os.WriteFile(filepath.Join(dir, name), []byte(v), 0) }
	if _, err := os.Stat(filepath.Join(dir, "memory.peak")); err != nil { // before Linux 5.19
		c.remove()
		return nil, err
	}
	if limit > 0 {
		if err := write("memory.max", strconv.FormatInt(limit, 10)); err != nil {
			c.remove()
			return nil, err
		}
	}
	write("memory.swap.max", "0")
	write("memory.oom.group", "1")
	fd, err := syscall.Open(dir, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		c.remove()
		return nil, err
	}
	c.fd = fd
	return c, nil
}

// value reads a file of the cgroup that holds one number; 0 if it cannot.
func (c *cgroup) value(name string) int64 {
	b, err := os.ReadFile(filepath.Join(c.dir, name))
	if err != nil {
		return 0
	}
	n, _ := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	return n
}

// oomKilled reports whether the kernel killed a process of the cgroup
// for memory (memory.events' oom_kill).
func (c *cgroup) oomKilled() bool {
	b, err := os.ReadFile(filepath.Join(c.dir, "memory.events"))
	if err != nil {
		return false
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "oom_kill "); ok && strings.TrimSpace(v) != "0" {
			return true
		}
	}
	return false
}

// remove removes the cgroup, killing what is left in it (cgroup.kill),
// trying for at most killWait.
func (c *cgroup) remove() {
	if c.fd >= 0 {
		syscall.Close(c.fd)
		c.fd = -1
	}
	for end := time.Now().Add(killWait); ; time.Sleep(2 * time.Millisecond) {
		err := os.Remove(c.dir)
		if err == nil || errors.Is(err, os.ErrNotExist) || time.Now().After(end) {
			return
		}
		os.WriteFile(filepath.Join(c.dir, "cgroup.kill"), []byte("1"), 0)
	}
}
