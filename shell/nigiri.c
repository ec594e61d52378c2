/* nigiri.c - who takes black, drawn as the sources do (new ID nigiri). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

/* Nigiri (猜先, seeds 003/004): each player grabs a handful of stones;
 * the larger count minus the smaller, odd: the players exchange seats
 * (names and AI seats: the people change places, and each seat goes
 * with its player from then on), even: they stay.  Drawn from the game's seed on a
 * stream of its own, so the game's dice are not disturbed and a seeded
 * script is repeatable. */
void draw_nigiri(session *s, uint64_t seed, reply *out)
{
    uint64_t x = seed ^ 0x6e69676972690000ULL;
    int grab[2];
    for (int i = 0; i < 2; i++) {
        uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        grab[i] = 1 + (int)((z ^ (z >> 31)) % 20);
    }
    int diff = grab[0] > grab[1] ? grab[0] - grab[1] : grab[1] - grab[0];
    int exchange = diff % 2 == 1;
    char why[WZ_REASON_MAX], tag[64];
    if (exchange) {
        const char *n1 = wz_game_tag(s->game, "p1"), *n2 = wz_game_tag(s->game, "p2");
        char *a = n1 ? strdup(n1) : NULL, *b = n2 ? strdup(n2) : NULL;
        wz_game_set_tag(s->game, "p1", b, why, sizeof why);
        wz_game_set_tag(s->game, "p2", a, why, sizeof why);
        free(a);
        free(b);
        seats_exchange(s);
    }
    snprintf(tag, sizeof tag, "%d %d %s", grab[0], grab[1], exchange ? "exchange" : "stay");
    wz_game_set_tag(s->game, "nigiri", tag, why, sizeof why);
    const char *black = wz_game_tag(s->game, "p1");
    if (!black && s->seats[WZ_P1].ai)
        black = s->seats[WZ_P1].ai->id;
    reply_line(out, "nigiri: %d and %d stones, %d is %s: %s%s%s%s", grab[0], grab[1], diff,
              exchange ? "odd" : "even", exchange ? "the players exchange" : "no exchange",
              black ? " (" : "", black ? black : "", black ? " takes black)" : "");
}
