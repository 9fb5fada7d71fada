/** How a battle screen is opened: as a player, as a spectator, or as a hot-seat practice game. */
export type BattleMode = 'player' | 'spectator' | 'practice';
