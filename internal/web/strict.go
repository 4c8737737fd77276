package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// checkKeys refuses what encoding/json forgives and the CLI does not: a key
// that appears twice in an object (the decoder keeps the last: {"nums":[1,2],
// "nums":[3]} would solve [3]), at any depth, and a key of the top-level
// object that is not spelled exactly as one of names but matches one when
// case is ignored (the decoder takes "NUMS" for "nums"). Keys that match no
// name at all are left to the decoder's DisallowUnknownFields.
//
// body must be valid JSON: call checkKeys once the decoder has accepted it,
// so that a syntax error is reported in the decoder's words. It reads the
// body once, byte by byte, skipping strings and numbers without decoding
// them: about 10 ms for 8 MiB.
func checkKeys(body []byte, names []string) error {
	c := keyChecker{b: body}
	c.value(names)
	return c.err
}

// keyChecker walks a valid JSON text.
type keyChecker struct {
	b    []byte
	i    int   // the next byte to read
	path []any // where the value being read is: keys and indices
	err  error
}

// where names the key being read, with its path: "moves[2].a".
func (c *keyChecker) where(key string) string {
	var b strings.Builder
	for _, p := range c.path {
		switch p := p.(type) {
		case int:
			fmt.Fprintf(&b, "[%d]", p)
		case string:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(p)
		}
	}
	if b.Len() > 0 {
		b.WriteByte('.')
	}
	b.WriteString(key)
	return b.String()
}

func (c *keyChecker) space() {
	for c.i < len(c.b) {
		switch c.b[c.i] {
		case ' ', '\t', '\n', '\r':
			c.i++
		default:
			return
		}
	}
}

// value reads one value; names, when not nil, are the allowed keys if it is
// an object.
func (c *keyChecker) value(names []string) {
	c.space()
	if c.i >= len(c.b) || c.err != nil {
		return
	}
	switch c.b[c.i] {
	case '{':
		c.object(names)
	case '[':
		c.array()
	case '"':
		c.str()
	default: // a number, true, false, null
	scalar:
		for ; c.i < len(c.b); c.i++ {
			switch c.b[c.i] {
			case ',', ']', '}', ' ', '\t', '\n', '\r':
				break scalar
			}
		}
	}
}

// array reads an array. Its numbers, true, false and null are skipped in
// one search for the next byte that may matter, the index of an element
// counted only when a message may need it.
func (c *keyChecker) array() {
	c.i++             // [
	k, from := 0, c.i // the index of the element at c.i is k + the commas since from
	for c.err == nil {
		if c.i > len(c.b) { // not JSON: it ended inside the element
			return
		}
		j := bytes.IndexAny(c.b[c.i:], `"[]{`)
		if j < 0 {
			c.i = len(c.b)
			return
		}
		c.i += j
		if c.b[c.i] == ']' {
			c.i++
			return
		}
		k += bytes.Count(c.b[from:c.i], []byte{','})
		if c.b[c.i] == '"' {
			c.str()
		} else { // [ or {
			c.path = append(c.path, k)
			c.value(nil)
			c.path = c.path[:len(c.path)-1]
		}
		from = c.i // commas inside the element are not the array's
	}
}

func (c *keyChecker) object(names []string) {
	c.i++ // {
	seen := map[string]bool{}
	for c.err == nil {
		c.space()
		if c.i >= len(c.b) || c.b[c.i] == '}' {
			c.i++
			return
		}
		if c.b[c.i] == ',' {
			c.i++
			c.space()
		}
		key := c.str()
		switch {
		case seen[key]:
			c.err = fmt.Errorf("key %q appears twice", c.where(key))
		case names != nil:
			if near := nearName(key, names); near != "" {
				c.err = fmt.Errorf("unknown key %q: keys are case-sensitive, did you mean %q?", c.where(key), near)
			}
		}
		seen[key] = true
		c.space()
		c.i++ // :
		c.path = append(c.path, key)
		c.value(nil)
		c.path = c.path[:len(c.path)-1]
	}
}

// str reads a string and returns it unescaped.
func (c *keyChecker) str() string {
	start := c.i
	c.i++ // "
	escaped := false
	for c.i < len(c.b) && c.b[c.i] != '"' {
		if c.b[c.i] == '\\' {
			escaped = true
			c.i++
		}
		c.i++
	}
	c.i++
	if c.i > len(c.b) {
		c.i = len(c.b)
		return ""
	}
	raw := c.b[start:c.i]
	if !escaped {
		return string(raw[1 : len(raw)-1])
	}
	var s string
	json.Unmarshal(raw, &s) // valid: the decoder read it
	return s
}

// nearName returns the name key is a miscased spelling of, or "" if key is
// one of names exactly or none of them at all.
func nearName(key string, names []string) string {
	near := ""
	for _, n := range names {
		if n == key {
			return ""
		}
		if strings.EqualFold(n, key) {
			near = n
		}
	}
	return near
}

// jsonNames returns the JSON names of the fields of struct type t, as
// encoding/json spells them: the tag's name, or the field's.
func jsonNames(t reflect.Type) []string {
	var names []string
	for f := range t.Fields() {
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch name {
		case "-":
			continue
		case "":
			name = f.Name
		}
		names = append(names, name)
	}
	return names
}
