import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LedgerKind } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { BankBody, BankDetails, Payout, Withdrawable, WithdrawResponse } from '../../../contract/review.ts';
import { PAYOUT_INTERVAL_HOURS } from '../../../contract/rules.ts';
import { defaultMoney } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { presentBank, presentPayout } from './present.ts';
import { earnedCoins, findBank, insertPayout, lastPayoutAt, lockUser, payoutPage, saveBank, withdrawnCoins } from './repository.ts';

const INTERVAL_MS = PAYOUT_INTERVAL_HOURS * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Banking details and payout requests (spec §3, §5): only earned coins go out, once per 24 hours. */
    payoutsService: PayoutsService;
  }
}

export interface PayoutsService {
  saveBank(viewer: UserRow, body: BankBody): Promise<BankDetails>;
  bank(viewer: UserRow): Promise<BankDetails | null>;
  withdrawable(viewer: UserRow): Promise<Withdrawable>;
  /** Reserves the coins (wallet to payouts pending) and records the request, in one transaction. */
  request(viewer: UserRow, amount: number): Promise<WithdrawResponse['data']>;
  history(viewer: UserRow, page: number): Promise<Payout[]>;
}

async function payoutsService(app: FastifyInstance) {
  const { db } = app;
  const money = app.config.money ?? defaultMoney;
  const now = () => new Date(app.clock());

  /** What the user may withdraw, read in `db` (the request's transaction holds the user's lock): earned cash, never bonus coins. */
  const standing = async (db: DbOrTx, userId: number, cash: number): Promise<Withdrawable> => {
    const [earned, withdrawn, last, bank] = [
      await earnedCoins(db, userId),
      await withdrawnCoins(db, userId),
      await lastPayoutAt(db, userId),
      await findBank(db, userId),
    ];
    const coins = Math.max(0, Math.min(earned - withdrawn, cash));
    const next = last ? last.getTime() + INTERVAL_MS : 0;
    return {
      coins,
      cents: coins * money.coinValueCents,
      coin_value_cents: money.coinValueCents,
      next_withdraw_at: next > app.clock() ? new Date(next).toISOString() : null,
      has_bank: bank !== undefined,
    };
  };

  const service: PayoutsService = {
    async saveBank(viewer, body) {
      const row = await saveBank(
        db,
        viewer.id,
        {
          holderName: body.bank_holder_name.trim(),
          bankName: body.bank_name.trim(),
          accountNumber: body.bank_account_number.trim(),
          country: body.bank_country.trim(),
          state: body.bank_state.trim(),
          city: body.bank_city.trim(),
          routing: body.bank_routing,
          address: body.bank_address.trim(),
          swiftCode: body.bank_swift_code,
        },
        now(),
      );
      return presentBank(row);
    },

    async bank(viewer) {
      const row = await findBank(db, viewer.id);
      return row ? presentBank(row) : null;
    },

    withdrawable: async (viewer) => standing(db, viewer.id, viewer.walletBalance - viewer.bonusBalance),

    request: (viewer, amount) =>
      app.walletService.settle(async (book) => {
        // The user's row lock: a second request waits here and then sees the first.
        const cash = (await lockUser(book.tx, viewer.id)) ?? 0;
        const before = await standing(book.tx, viewer.id, cash);
        if (!before.has_bank) throw badRequest(Messages.bankDetailsMissing);
        if (before.next_withdraw_at) throw new ApiError(429, Messages.payoutOncePerDay, { next_withdraw_at: before.next_withdraw_at });
        if (amount > before.coins) throw badRequest(Messages.payoutAmountTooBig, { withdrawable: before.coins });
        const cents = amount * money.coinValueCents;
        const posted = await book.move({
          key: `u${viewer.id}:payout:${randomUUID()}`,
          kind: LedgerKind.payoutRequest,
          payerId: viewer.id,
          payeeId: null,
          amount,
          data: { cents },
          // Only cash coins go out: a payout never takes bonus coins.
          coins: 'cash',
          legs: [
            { account: { user: viewer.id }, amount: -amount },
            { account: { system: 'payouts_pending' }, amount },
          ],
        });
        const payout = await insertPayout(book.tx, {
          userId: viewer.id,
          amount,
          amountCents: cents,
          requestTransactionId: posted.transactionId,
          createdAt: now(),
        });
        const wallet = posted.wallets.find((after) => after.userId === viewer.id);
        const walletBalance = wallet?.balance ?? 0;
        return {
          payout: presentPayout(payout),
          wallet_balance: walletBalance,
          withdrawable: await standing(book.tx, viewer.id, walletBalance - (wallet?.bonus ?? 0)),
        };
      }),

    history: async (viewer, page) => (await payoutPage(db, viewer.id, page)).map(presentPayout),
  };
  app.decorate('payoutsService', service);
}

export default fp(payoutsService, { name: 'payouts-service', dependencies: ['db', 'config', 'wallet-service'] });

/** Banking details and payouts of spec §7: each call reads and writes the asker's own only. */
export const payoutsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payouts = app.payoutsService;

  serve(app, Endpoints.saveBank, async (request) =>
    answer(Messages.bankSaved, { bank: await payouts.saveBank(viewerOf(request), request.body) }),
  );

  serve(app, Endpoints.bank, async (request) => answer('', { bank: await payouts.bank(viewerOf(request)) }));

  serve(app, Endpoints.withdrawable, async (request) => answer('', await payouts.withdrawable(viewerOf(request))));

  serve(app, Endpoints.requestPayout, async (request) =>
    answer(Messages.payoutRequested, await payouts.request(viewerOf(request), request.body.amount)),
  );

  serve(app, Endpoints.payouts, async (request) => answer('', await payouts.history(viewerOf(request), request.body.page)));
};
