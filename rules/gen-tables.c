/* gen-tables.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Build-time generator of the rules core's constant tables (attacks, magics, lines, Zobrist keys).
 *
 * The tables are written as const C data so that the library holds no mutable state and needs
 * no initialisation call; the numbers come from a fixed-seed generator, so every build is the same.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;

static u64 rng_state = 0x9E3779B97F4A7C15ull;

static u64
rng_next (void)
{
  /* splitmix64 */
  u64 z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static int
on_board (int f, int r)
{
  return f >= 0 && f < 8 && r >= 0 && r < 8;
}

static u64
leaper (int sq, const int (*d)[2], int n)
{
  u64 b = 0;
  for (int i = 0; i < n; i++)
    {
      int f = sq % 8 + d[i][0], r = sq / 8 + d[i][1];
      if (on_board (f, r))
        b |= 1ull << (r * 8 + f);
    }
  return b;
}

static const int rook_dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_dirs[4][2] = { { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 } };

static u64
slide (int sq, u64 occ, const int (*d)[2])
{
  u64 b = 0;
  for (int i = 0; i < 4; i++)
    {
      int f = sq % 8 + d[i][0], r = sq / 8 + d[i][1];
      while (on_board (f, r))
        {
          b |= 1ull << (r * 8 + f);
          if (occ & (1ull << (r * 8 + f)))
            break;
          f += d[i][0];
          r += d[i][1];
        }
    }
  return b;
}

static u64
relevant_mask (int sq, const int (*d)[2])
{
  u64 b = 0;
  for (int i = 0; i < 4; i++)
    {
      int f = sq % 8 + d[i][0], r = sq / 8 + d[i][1];
      while (on_board (f + d[i][0], r + d[i][1]))
        {
          b |= 1ull << (r * 8 + f);
          f += d[i][0];
          r += d[i][1];
        }
    }
  return b;
}

static int
popcount (u64 b)
{
  return __builtin_popcountll (b);
}

typedef struct
{
  u64 mask, magic;
  int shift;
  unsigned offset;
} Magic;

static u64 *attack_table;
static unsigned attack_used;

static void
find_magics (Magic *m, const int (*d)[2])
{
  static u64 occ[4096], ref[4096], used[4096];
  for (int sq = 0; sq < 64; sq++)
    {
      u64 mask = relevant_mask (sq, d);
      int bits = popcount (mask);
      int n = 0;
      u64 sub = 0;
      do
        {
          occ[n] = sub;
          ref[n] = slide (sq, sub, d);
          n++;
          sub = (sub - mask) & mask;
        }
      while (sub);
      for (;;)
        {
          u64 magic = rng_next () & rng_next () & rng_next ();
          if (popcount ((mask * magic) >> 56) < 6)
            continue;
          memset (used, 0, sizeof (u64) * (size_t) n);
          int ok = 1;
          for (int i = 0; i < n && ok; i++)
            {
              unsigned idx = (unsigned) ((occ[i] * magic) >> (64 - bits));
              if (used[idx] == 0)
                used[idx] = ref[i];
              else if (used[idx] != ref[i])
                ok = 0;
            }
          if (!ok)
            continue;
          m[sq].mask = mask;
          m[sq].magic = magic;
          m[sq].shift = 64 - bits;
          m[sq].offset = attack_used;
          for (int i = 0; i < n; i++)
            {
              unsigned idx = (unsigned) ((occ[i] * magic) >> (64 - bits));
              attack_table[attack_used + idx] = ref[i];
            }
          attack_used += 1u << bits;
          break;
        }
    }
}

static void
print_array (FILE *f, const char *decl, const u64 *v, int n)
{
  fprintf (f, "%s = {", decl);
  for (int i = 0; i < n; i++)
    fprintf (f, "%s0x%016" PRIx64 "ull,", i % 4 ? " " : "\n  ", v[i]);
  fprintf (f, "\n};\n\n");
}

static void
print_magics (FILE *f, const char *name, const Magic *m)
{
  fprintf (f, "const ChessMagic %s[64] = {\n", name);
  for (int sq = 0; sq < 64; sq++)
    fprintf (f, "  { 0x%016" PRIx64 "ull, 0x%016" PRIx64 "ull, %u, %d },\n", m[sq].mask,
             m[sq].magic, m[sq].offset, m[sq].shift);
  fprintf (f, "};\n\n");
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: gen-tables OUTPUT.c\n");
      return 2;
    }
  FILE *f = fopen (argv[1], "w");
  if (!f)
    {
      perror (argv[1]);
      return 1;
    }

  static const int knight_d[8][2]
      = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const int king_d[8][2]
      = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
  static const int wpawn_d[2][2] = { { -1, 1 }, { 1, 1 } };
  static const int bpawn_d[2][2] = { { -1, -1 }, { 1, -1 } };

  u64 knight[64], king[64], pawn[128];
  for (int sq = 0; sq < 64; sq++)
    {
      knight[sq] = leaper (sq, knight_d, 8);
      king[sq] = leaper (sq, king_d, 8);
      pawn[sq] = leaper (sq, wpawn_d, 2);
      pawn[64 + sq] = leaper (sq, bpawn_d, 2);
    }

  attack_table = calloc (200000, sizeof (u64));
  Magic rook[64], bishop[64];
  find_magics (rook, rook_dirs);
  find_magics (bishop, bishop_dirs);

  static u64 between[64 * 64], line[64 * 64];
  for (int a = 0; a < 64; a++)
    for (int b = 0; b < 64; b++)
      {
        if (a == b)
          continue;
        u64 ab = (1ull << a) | (1ull << b);
        const int (*dirs)[2] = NULL;
        if (slide (a, 0, rook_dirs) & (1ull << b))
          dirs = rook_dirs;
        else if (slide (a, 0, bishop_dirs) & (1ull << b))
          dirs = bishop_dirs;
        if (!dirs)
          continue;
        between[a * 64 + b] = slide (a, ab, dirs) & slide (b, ab, dirs);
        line[a * 64 + b] = (slide (a, 0, dirs) & slide (b, 0, dirs)) | ab;
      }

  u64 zobrist[12 * 64 + 16 + 8 + 1];
  for (size_t i = 0; i < sizeof zobrist / sizeof zobrist[0]; i++)
    zobrist[i] = rng_next ();
  zobrist[12 * 64] = 0; /* no castling rights */

  fprintf (f, "/* Generated by gen-tables.c: do not edit. */\n#include \"chess-tables.h\"\n\n");
  print_array (f, "const ChessBitboard chess_knight_attacks[64]", knight, 64);
  print_array (f, "const ChessBitboard chess_king_attacks[64]", king, 64);
  print_array (f, "const ChessBitboard chess_pawn_attacks_table[128]", pawn, 128);
  print_magics (f, "chess_rook_magics", rook);
  print_magics (f, "chess_bishop_magics", bishop);
  fprintf (f, "/* %u entries */\n", attack_used);
  print_array (f, "const ChessBitboard chess_slider_attacks[]", attack_table, (int) attack_used);
  print_array (f, "const ChessBitboard chess_between_table[4096]", between, 4096);
  print_array (f, "const ChessBitboard chess_line_table[4096]", line, 4096);
  print_array (f, "const ChessKey chess_zobrist[12 * 64 + 16 + 8 + 1]", zobrist,
               (int) (sizeof zobrist / sizeof zobrist[0]));
  if (fclose (f) != 0)
    return 1;
  free (attack_table);
  return 0;
}
