/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): one rating period's update of
 * one player from the games they played in it. Pure: ratings and results in, a new rating out.
 *
 * Broadside's rating period is one finished rated game (each game updates both players at once,
 * from their ratings before it), and the system constant τ is {@link GLICKO2_TAU}.
 */

/** A player's rating on the public Glicko scale. */
export interface Rating {
  /** Rating r (a new player: 1500). */
  readonly rating: number;
  /** Rating deviation RD (a new player: 350). */
  readonly deviation: number;
  /** Volatility σ (a new player: 0.06). */
  readonly volatility: number;
}

/** One game of the period: the opponent's rating before it and the score (1, ½ or 0). */
export interface RatedGame {
  readonly opponent: Rating;
  readonly score: number;
}

/** The system constant τ: how much volatility may change in a period (Glickman suggests 0.3–1.2). */
export const GLICKO2_TAU = 0.5;
/** The rating of a player who has not played a rated game. */
export const NEW_RATING: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

const SCALE = 173.7178;
const EPSILON = 0.000001;

function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

function expected(mu: number, muJ: number, phiJ: number): number {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

/**
 * The new volatility σ' (step 5 of the example: the Illinois variant of regula falsi on f).
 */
function newVolatility(phi: number, sigma: number, delta: number, v: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - d)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * A player's rating after one rating period. With no games, only the deviation grows (step 6).
 */
export function updateRating(
  player: Rating,
  games: readonly RatedGame[],
  tau: number = GLICKO2_TAU,
): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    return { ...player, deviation: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  }
  let vInverse = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.opponent.rating - 1500) / SCALE;
    const phiJ = game.opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (game.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const sigmaNew = newVolatility(phi, sigma, delta, v, tau);
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility: sigmaNew };
}

/** Both players' ratings after one game between them (score of `a`: 1, ½ or 0). */
export function rateGame(
  a: Rating,
  b: Rating,
  scoreA: number,
  tau = GLICKO2_TAU,
): [Rating, Rating] {
  return [
    updateRating(a, [{ opponent: b, score: scoreA }], tau),
    updateRating(b, [{ opponent: a, score: 1 - scoreA }], tau),
  ];
}
