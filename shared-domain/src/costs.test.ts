import fc from 'fast-check';
import {
  type CostInputs,
  calculateCosts,
  costCircles,
  costFieldSpecs,
  costFields,
  defaultCostInputs,
  formatEur,
  validateCostInputs,
} from './costs';

const nbsp = '\u00a0';

describe('cost inputs', () => {
  it('default to the sourced figures of DOMAIN.md, for a founding team of four', () => {
    expect(defaultCostInputs).toMatchObject({
      teamSize: 4, // our assumption: a founding team, not a department
      shareInvolved: 0.85, // CPP 2008
      hoursPerWeek: 2.1, // CPP 2008
      managerShare: 0.3, // Thomas & Schmidt 1976
      replacementCost: 0.5, // SHRM
      absenceShare: 0.25, // CPP 2008
      projectFailureRate: 0.1, // CPP 2008
      projectValue: 50_000, // KPMG 2009
    });
    expect(costFieldSpecs.shareInvolved.sourceKeys).toEqual(['sources.cpp2008']);
    expect(costFieldSpecs.mediationCost.defaultValue).toBeGreaterThanOrEqual(3_000);
    expect(costFieldSpecs.mediationCost.defaultValue).toBeLessThanOrEqual(6_000);
    for (const field of costFields) {
      const spec = costFieldSpecs[field];
      expect(spec.defaultValue).toBeGreaterThanOrEqual(spec.min);
      expect(spec.defaultValue).toBeLessThanOrEqual(spec.max);
      expect(spec.sourceKeys.length).toBeGreaterThan(0);
    }
  });

  it('fill absent fields with defaults and report field errors by key', () => {
    expect(validateCostInputs({})).toEqual({ ok: true, inputs: defaultCostInputs });
    expect(validateCostInputs(undefined)).toEqual({ ok: true, inputs: defaultCostInputs });
    expect(validateCostInputs({ teamSize: 25, averageSalary: 48_000 })).toEqual({
      ok: true,
      inputs: { ...defaultCostInputs, teamSize: 25, averageSalary: 48_000 },
    });
    expect(
      validateCostInputs({
        teamSize: 2.5,
        averageSalary: '50000',
        shareInvolved: 1.2,
        hoursPerWeek: null,
        managerSalary: Number.NaN,
        absenceDays: -1,
        mediationCost: '',
      }),
    ).toEqual({
      ok: false,
      errors: {
        teamSize: { key: 'costs.errors.integer' },
        averageSalary: { key: 'costs.errors.number' },
        shareInvolved: { key: 'costs.errors.rangePercent', params: { min: 0, max: 100 } },
        hoursPerWeek: { key: 'costs.errors.required' },
        managerSalary: { key: 'costs.errors.number' },
        absenceDays: { key: 'costs.errors.range', params: { min: 0, max: 250 } },
        mediationCost: { key: 'costs.errors.required' },
      },
    });
  });

  it('rejects more managers or departures than people', () => {
    expect(validateCostInputs({ teamSize: 3, managers: 4, turnoversPerYear: 5 })).toEqual({
      ok: false,
      errors: {
        managers: { key: 'costs.errors.managersExceedTeam', params: { max: 3 } },
        turnoversPerYear: { key: 'costs.errors.turnoversExceedTeam', params: { max: 3 } },
      },
    });
  });
});

describe('calculateCosts, hand-computed with the defaults', () => {
  const r = calculateCosts(defaultCostInputs);

  it('low estimate: inputs as entered, gross salaries', () => {
    // working time: (4 − 1) × 0.85 × 2.1 / 40 × 55,000 = 2.55 × 2,887.5 = 7,363.125
    expect(r.circles.workingTime.low).toBeCloseTo(7_363.125, 6);
    // management: 1 × 80,000 × 0.30 = 24,000
    expect(r.circles.managementTime.low).toBeCloseTo(24_000, 6);
    // turnover: 1 × 55,000 × 0.5 = 27,500
    expect(r.circles.turnover.low).toBeCloseTo(27_500, 6);
    // absence: 4 × 0.25 × 2 / 220 × 55,000 = 1 × 500 = 500
    expect(r.circles.absence.low).toBeCloseTo(500, 6);
    // projects: 50,000 × 0.1 = 5,000
    expect(r.circles.projects.low).toBeCloseTo(5_000, 6);
    expect(r.total.low).toBeCloseTo(64_363.125, 6);
    expect(r.perPerson.low).toBeCloseTo(16_090.78125, 6);
  });

  it('high estimate: employer factor 1.2 and the upper ends of the studies', () => {
    // working time: 3 × 0.85 × 2.8 / 40 × 55,000 × 1.2 = 2.55 × 0.07 × 66,000 = 11,781
    expect(r.circles.workingTime.high).toBeCloseTo(11_781, 6);
    // management: 80,000 × 0.42 × 1.2 = 40,320
    expect(r.circles.managementTime.high).toBeCloseTo(40_320, 6);
    // turnover: 55,000 × 0.6 = 33,000
    expect(r.circles.turnover.high).toBeCloseTo(33_000, 6);
    // absence: 500 × 1.2 = 600; projects unchanged 5,000
    expect(r.circles.absence.high).toBeCloseTo(600, 6);
    expect(r.circles.projects.high).toBeCloseTo(5_000, 6);
    expect(r.total.high).toBeCloseTo(90_701, 6);
  });

  it('savings against a EUR 4,500 mediation avoiding half the costs', () => {
    expect(r.savings.avoided.low).toBeCloseTo(32_181.5625, 6); // 64,363.125 × 0.5
    expect(r.savings.net.low).toBeCloseTo(27_681.5625, 6); // − 4,500
    expect(r.savings.net.high).toBeCloseTo(40_850.5, 6); // 90,701 × 0.5 − 4,500
    expect(r.savings.breakEvenReduction.low).toBeCloseTo(4_500 / 64_363.125, 12);
  });

  it('caps the managers’ share at 100 % in the high estimate', () => {
    const all = calculateCosts({ ...defaultCostInputs, managerShare: 0.9 });
    expect(all.circles.managementTime.high).toBeCloseTo(80_000 * 1 * 1.2, 6);
  });

  it('gives no break-even when there are no costs, and a negative net saving when mediation costs more', () => {
    const nothing: CostInputs = {
      ...defaultCostInputs,
      shareInvolved: 0,
      managers: 0,
      turnoversPerYear: 0,
      absenceShare: 0,
      projectValue: 0,
    };
    const z = calculateCosts(nothing);
    expect(z.total).toEqual({ low: 0, high: 0 });
    expect(z.savings.breakEvenReduction).toEqual({ low: null, high: null });
    expect(z.savings.net.low).toBe(-4_500);
  });

  it('throws on invalid inputs', () => {
    expect(() => calculateCosts({ ...defaultCostInputs, teamSize: 0 })).toThrow(RangeError);
  });
});

describe('formatEur', () => {
  it('formats whole euros for German and English', () => {
    expect(formatEur(79_839.375, 'de')).toBe(`79.839${nbsp}€`);
    expect(formatEur(79_839.375, 'en')).toBe('€79,839');
    expect(formatEur(1_234_567.5, 'de')).toBe(`1.234.568${nbsp}€`);
    expect(formatEur(-1_234.4, 'en')).toBe('-€1,234');
    expect(formatEur(-0.4, 'de')).toBe(`0${nbsp}€`);
    expect(() => formatEur(Number.NaN, 'de')).toThrow(RangeError);
  });
});

describe('calculateCosts, properties', () => {
  const value = (field: keyof CostInputs, max?: number) => {
    const spec = costFieldSpecs[field];
    const top = max ?? spec.max;
    return spec.integer
      ? fc.integer({ min: spec.min, max: top })
      : fc.double({ min: spec.min, max: top, noNaN: true, noDefaultInfinity: true });
  };
  // Realistic upper bounds keep the numbers readable; the formula is linear, so nothing hides above.
  const inputs: fc.Arbitrary<CostInputs> = fc
    .record({
      teamSize: value('teamSize', 500),
      averageSalary: value('averageSalary', 300_000),
      shareInvolved: value('shareInvolved'),
      hoursPerWeek: value('hoursPerWeek'),
      managerFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      managerSalary: value('managerSalary', 400_000),
      managerShare: value('managerShare'),
      turnoverFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      replacementCost: value('replacementCost'),
      absenceShare: value('absenceShare'),
      absenceDays: value('absenceDays'),
      projectValue: value('projectValue', 5_000_000),
      projectFailureRate: value('projectFailureRate'),
      mediationCost: value('mediationCost', 50_000),
      mediationReduction: value('mediationReduction'),
    })
    .map(({ managerFraction, turnoverFraction, ...rest }) => ({
      ...rest,
      managers: Math.floor(managerFraction * rest.teamSize),
      turnoversPerYear: turnoverFraction * rest.teamSize,
    }));

  it('accepts the generated inputs', () => {
    fc.assert(fc.property(inputs, (x) => expect(validateCostInputs(x).ok).toBe(true)));
  });

  it('high ≥ low, and every amount is non-negative', () => {
    fc.assert(
      fc.property(inputs, (x) => {
        const r = calculateCosts(x);
        for (const c of costCircles) {
          expect(r.circles[c].low).toBeGreaterThanOrEqual(0);
          expect(r.circles[c].high).toBeGreaterThanOrEqual(r.circles[c].low);
        }
        expect(r.total.low).toBeGreaterThanOrEqual(0);
        expect(r.total.high).toBeGreaterThanOrEqual(r.total.low);
        expect(r.savings.avoided.high).toBeGreaterThanOrEqual(r.savings.avoided.low);
      }),
    );
  });

  it('is monotone in team size and salary', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        (x, more, raise) => {
          const base = calculateCosts(x);
          const bigger = calculateCosts({ ...x, teamSize: x.teamSize + more });
          const richer = calculateCosts({ ...x, averageSalary: Math.min(1_000_000, x.averageSalary + raise) });
          for (const next of [bigger, richer]) {
            expect(next.total.low).toBeGreaterThanOrEqual(base.total.low);
            expect(next.total.high).toBeGreaterThanOrEqual(base.total.high);
          }
        },
      ),
    );
  });
});
