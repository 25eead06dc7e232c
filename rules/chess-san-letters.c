/* chess-san-letters.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Which language's piece letters a written move holds, and Turkish letters turned into English.
 */
#include "chess-san.h"

#include <string.h>

/* 'Ş' in UTF-8 is these two bytes. */
#define S_CEDILLA_0 0xC5
#define S_CEDILLA_1 0x9E

unsigned
chess_san_letters (const char *text, size_t length)
{
  unsigned letters = 0;
  for (size_t i = 0; i < length; i++)
    switch ((unsigned char) text[i])
      {
      case 'K':
        letters |= CHESS_SAN_LETTERS_SHARED;
        break;
      case 'Q':
      case 'R':
      case 'B':
      case 'N':
        letters |= CHESS_SAN_LETTERS_ENGLISH;
        break;
      case 'S':
      case 'V':
      case 'F':
      case 'A':
        letters |= CHESS_SAN_LETTERS_TURKISH;
        break;
      case S_CEDILLA_0:
        if (i + 1 < length && (unsigned char) text[i + 1] == S_CEDILLA_1)
          letters |= CHESS_SAN_LETTERS_TURKISH;
        break;
      default:
        break;
      }
  return letters;
}

size_t
chess_san_turkish_to_english (const char *text, size_t length, char *out, size_t size)
{
  size_t n = 0;
  for (size_t i = 0; i < length && n + 1 < size; i++)
    {
      char c = text[i];
      switch (c)
        {
        case 'S':
        case 'K':
          /* 'K' is the Turkish rook; the king is 'Ş' (or 'S'), which becomes 'K'. */
          c = c == 'K' ? 'R' : 'K';
          break;
        case 'V':
          c = 'Q';
          break;
        case 'F':
          c = 'B';
          break;
        case 'A':
          c = 'N';
          break;
        default:
          if ((unsigned char) c == S_CEDILLA_0 && i + 1 < length
              && (unsigned char) text[i + 1] == S_CEDILLA_1)
            {
              c = 'K';
              i++;
            }
          break;
        }
      out[n++] = c;
    }
  if (size > 0)
    out[n] = '\0';
  return n;
}

ChessSanLanguage
chess_san_language_from_code (const char *code)
{
  return code && strcmp (code, "tr") == 0 ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH;
}

const char *
chess_san_language_code (ChessSanLanguage lang)
{
  return lang == CHESS_SAN_TURKISH ? "tr" : "en";
}
