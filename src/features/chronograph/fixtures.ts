/*
 * What each real chronograph export in tests/fixtures/chronograph holds, checked by hand: the
 * parsers' tests compare their results with it.
 */

// Hand-checked: the velocities typed from each file (m/s shots x 3.28084, to 0.1 fps) and the statistics
// computed independently (Python `statistics.mean / stdev / pstdev`), not with the code under test.
export const REAL_EXPORTS = [
  {
    file: 'garmin-xero/android-en_CZ457.csv',
    format: 'garmin-xero',
    unit: 'fps',
    title: 'CZ457',
    date: '2026-07-05',
    count: 9,
    first: 1369.8,
    last: 1361.3,
    firstTime: '13:32:27',
    lastTime: '13:38:43',
    stats: { count: 9, avgFps: 1371, esFps: 69.8, sdFps: 19.7 }, // mean 1370.567, sample SD 19.707
    fileSummary: { averageFps: 1370.6, extremeSpreadFps: 69.8, sdFps: 18.6, sdKind: 'population' }, // population SD 18.580
    projectileWeightGrains: 36,
  },
  {
    file: 'garmin-xero/android-de_Shotview_a.csv',
    format: 'garmin-xero',
    unit: 'mps',
    title: 'Marlin,.357, 15,3grs W296, 158,0 gr',
    date: '2024-07-02',
    count: 10,
    first: 1602.0, // 488,3 m/s
    last: 1594.5, // 486,0 m/s
    firstTime: '17:09:22',
    lastTime: '17:10:17',
    stats: { count: 10, avgFps: 1556, esFps: 206.0, sdFps: 59.2 }, // mean 1555.54, sample SD 59.173
    fileSummary: { averageFps: 1555.4, extremeSpreadFps: 206.0, sdFps: 56.1, sdKind: 'population' }, // 474,1 / 62,8 / 17,1 m/s
    projectileWeightGrains: 158,
  },
  {
    file: 'garmin-xero/ios-en_Shotview_i.csv',
    format: 'garmin-xero',
    unit: 'fps',
    title: '105 hybrid 31.0gt',
    date: '2024-04-06',
    count: 19,
    first: 2808.2,
    last: 2797.3,
    firstTime: '13:41:26', // 1:41:26 PM
    lastTime: '13:49:38',
    stats: { count: 19, avgFps: 2794, esFps: 31.7, sdFps: 8.7 }, // mean 2794.295, sample SD 8.698
    fileSummary: { averageFps: 2794.3, extremeSpreadFps: 31.7, sdFps: 8.5, sdKind: 'population' }, // population SD 8.466
    projectileWeightGrains: null,
  },
  {
    file: 'labradar/SR0024 Report.csv',
    format: 'labradar',
    unit: 'fps',
    title: 'SR0024',
    date: '2021-01-04',
    count: 4,
    first: 2287,
    last: 2296,
    firstTime: '11:35:23',
    lastTime: '12:03:32',
    stats: { count: 4, avgFps: 2281, esFps: 36, sdFps: 15.3 }, // mean 2280.75, sample SD 15.305
    fileSummary: { averageFps: 2280.61, extremeSpreadFps: 35.78, sdFps: 15.21, sdKind: 'sample' },
    projectileWeightGrains: 180,
  },
  {
    file: 'labradar/SR0028 Report.csv',
    format: 'labradar',
    unit: 'fps',
    title: 'SR0028',
    date: '2021-01-10',
    count: 8,
    first: 2344,
    last: 2311,
    firstTime: '10:47:35',
    lastTime: '10:50:46',
    stats: { count: 8, avgFps: 2375, esFps: 379, sdFps: 129.9 }, // mean 2375.375, sample SD 129.858
    fileSummary: { averageFps: 2375.31, extremeSpreadFps: 379.69, sdFps: 130, sdKind: 'sample' },
    projectileWeightGrains: 140,
  },
  {
    file: 'labradar/SR0038 Report.csv',
    format: 'labradar',
    unit: 'fps',
    title: 'SR0038',
    date: '2021-06-07',
    count: 29, // 30 rows, shot 0002 missed (V0 = 0)
    first: 1239,
    last: 1230,
    firstTime: '16:35:56',
    lastTime: '16:47:58',
    stats: { count: 29, avgFps: 1229, esFps: 116, sdFps: 22.0 }, // mean 1229.276, sample SD 21.975
    fileSummary: { averageFps: null, extremeSpreadFps: 116.23, sdFps: 0, sdKind: 'sample' }, // the device wrote nan and 0.00
    projectileWeightGrains: 36,
  },
  {
    file: 'labradar/series5.csv', // newer firmware: V0 to 0.01, the date on every row
    format: 'labradar',
    unit: 'fps',
    title: 'SR0005',
    date: '2023-10-22',
    count: 15,
    first: 2878.3, // 2878.25
    last: 2855.9, // 2855.93
    firstTime: '17:30:31',
    lastTime: '17:49:36',
    stats: { count: 15, avgFps: 2870, esFps: 90.4, sdFps: 22.5 }, // mean 2869.793, sample SD 22.46 (of 0.1 fps shots)
    fileSummary: { averageFps: 2869.79, extremeSpreadFps: 90.41, sdFps: 22.46, sdKind: 'sample' },
    projectileWeightGrains: 180,
  },
] as const;
