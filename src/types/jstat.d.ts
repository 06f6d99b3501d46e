// The part of jStat (the `jstat` package, which ships no types) that src/domain/distributions.ts uses.
declare module 'jstat' {
  type Distribution<Parameters extends number[]> = {
    cdf(x: number, ...parameters: Parameters): number;
    inv(p: number, ...parameters: Parameters): number;
  };

  const jStat: {
    /** Regularized incomplete beta function I_x(a, b). */
    ibeta(x: number, a: number, b: number): number;
    studentt: Distribution<[dof: number]>;
    chisquare: Distribution<[dof: number]>;
    centralF: Distribution<[df1: number, df2: number]>;
    normal: Distribution<[mean: number, std: number]>;
  };
  export default jStat;
}
