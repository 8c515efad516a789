export { createWalletService, type PlayerBalances, type WalletService } from './wallet.service.js';
