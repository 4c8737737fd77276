//go:build !purego

#include "textflag.h"

// func masks4(win *[64]byte, c1, c2, c3 byte) (digit, m1, m2, m3 uint64)
//
// SSE2 (every amd64 has it): 16 bytes at a time, a digit is a byte b with
// min(b-'0', 9) == b-'0' (unsigned, wrapping), and mask k holds the bytes
// equal to ck; PMOVMSKB gathers each comparison's 16 bytes into 16 bits.
TEXT ·masks4(SB), NOSPLIT, $0-48
	MOVQ	win+0(FP), SI
	MOVQ	$0x0101010101010101, DX
	MOVBQZX	c1+8(FP), AX
	IMULQ	DX, AX
	MOVQ	AX, X10
	PUNPCKLQDQ	X10, X10
	MOVBQZX	c2+9(FP), AX
	IMULQ	DX, AX
	MOVQ	AX, X11
	PUNPCKLQDQ	X11, X11
	MOVBQZX	c3+10(FP), AX
	IMULQ	DX, AX
	MOVQ	AX, X12
	PUNPCKLQDQ	X12, X12
	MOVQ	$0x3030303030303030, AX
	MOVQ	AX, X13
	PUNPCKLQDQ	X13, X13
	MOVQ	$0x0909090909090909, AX
	MOVQ	AX, X14
	PUNPCKLQDQ	X14, X14

#define CHUNK(off, d, a, b, c) \
	MOVOU	off(SI), X0; \
	MOVOU	X0, X1; \
	PSUBB	X13, X1; \
	MOVOU	X1, X2; \
	PMINUB	X14, X2; \
	PCMPEQB	X1, X2; \
	PMOVMSKB	X2, d; \
	MOVOU	X0, X3; \
	PCMPEQB	X10, X3; \
	PMOVMSKB	X3, a; \
	MOVOU	X0, X4; \
	PCMPEQB	X11, X4; \
	PMOVMSKB	X4, b; \
	PCMPEQB	X12, X0; \
	PMOVMSKB	X0, c

	CHUNK(0, R8, R9, R10, R11)
	CHUNK(16, AX, BX, CX, DX)
	SHLQ	$16, AX
	SHLQ	$16, BX
	SHLQ	$16, CX
	SHLQ	$16, DX
	ORQ	AX, R8
	ORQ	BX, R9
	ORQ	CX, R10
	ORQ	DX, R11
	CHUNK(32, AX, BX, CX, DX)
	SHLQ	$32, AX
	SHLQ	$32, BX
	SHLQ	$32, CX
	SHLQ	$32, DX
	ORQ	AX, R8
	ORQ	BX, R9
	ORQ	CX, R10
	ORQ	DX, R11
	CHUNK(48, AX, BX, CX, DX)
	SHLQ	$48, AX
	SHLQ	$48, BX
	SHLQ	$48, CX
	SHLQ	$48, DX
	ORQ	AX, R8
	ORQ	BX, R9
	ORQ	CX, R10
	ORQ	DX, R11
	MOVQ	R8, digit+16(FP)
	MOVQ	R9, m1+24(FP)
	MOVQ	R10, m2+32(FP)
	MOVQ	R11, m3+40(FP)
	RET
