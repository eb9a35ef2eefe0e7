import type { EarningsFigures as RestFigures, SourceFigures as RestSource, Earnings as RestEarnings } from '../../../contract/earnings';
import { Endpoints } from '../generated/endpoints';
import type { Earnings, EarningsFigures, EarningsPeriod, EarningsSource, Resolvers, SourceEarnings } from '../generated/resolvers';
import { toPerson } from './people';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment EarningsFiguresFields on EarningsFigures {
    gross
    fee
    net
    count
  }

  query Earnings($period: EarningsPeriod!, $from: String!, $to: String!) {
    earnings(period: $period, from: $from, to: $to) {
      period
      from
      to
      totals {
        ...EarningsFiguresFields
      }
      sources {
        source
        figures {
          ...EarningsFiguresFields
        }
      }
      buckets {
        start
        figures {
          ...EarningsFiguresFields
        }
        sources {
          source
          figures {
            ...EarningsFiguresFields
          }
        }
      }
      topFans {
        person {
          id
          firstName
          lastName
          username
          profilePhoto
          isVerified
        }
        figures {
          ...EarningsFiguresFields
        }
      }
      subscribers {
        start
        active
        newSubscribers
      }
    }
  }

  query EarningsStatement($month: String!) {
    earningsStatement(month: $month) {
      month
      filename
      csv
      totals {
        ...EarningsFiguresFields
      }
    }
  }
`;

const toFigures = ({ gross, fee, net, count }: RestFigures): EarningsFigures => ({ gross, fee, net, count });
const toSource = (line: RestSource): SourceEarnings => ({
  source: line.source.toUpperCase() as EarningsSource,
  figures: toFigures(line),
});
const restPeriod = (period: EarningsPeriod) => period.toLowerCase() as RestEarnings['period'];

export const earningsResolvers: Resolvers = {
  Query: {
    earnings: async (_root, { period, from, to }, { rest, signal }): Promise<Earnings> => {
      const { data } = await rest.call(Endpoints.earnings, { period: restPeriod(period), from, to }, { signal });
      return {
        period: data.period.toUpperCase() as EarningsPeriod,
        from: data.from,
        to: data.to,
        totals: toFigures(data.totals),
        sources: data.sources.map(toSource),
        buckets: data.buckets.map((bucket) => ({ start: bucket.start, figures: toFigures(bucket), sources: bucket.sources.map(toSource) })),
        topFans: data.top_fans.map((fan) => ({ person: toPerson({ ...fan.person, is_following: 0 }), figures: toFigures(fan) })),
        subscribers: data.subscribers.map((point) => ({ start: point.start, active: point.active, newSubscribers: point.new })),
      };
    },
    earningsStatement: async (_root, { month }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.earningsStatement, { month }, { signal });
      return { month: data.month, filename: data.filename, csv: data.csv, totals: toFigures(data.totals) };
    },
  },
};
