import { PathIndex } from '../../../src/investigate/triage/paths.js';

describe('PathIndex', () => {
  const index = new PathIndex([
    'src/routes/products.js',
    'src/main/java/com/shop/catalog/PriceService.java',
    'services/api/app/routes.py',
    'services/web/app/routes.py',
    'internal/accounts/service.go',
    'src/Clinic.Api/Controllers/AppointmentsController.cs',
    'index.js',
    'test/fixtures/index.js',
  ]);

  it('names container, build and module paths by the repository file they end with', () => {
    expect(index.match('/srv/app/src/routes/products.js')).toEqual(['src/routes/products.js']);
    expect(index.match('/usr/src/app/src/routes/products.js')).toEqual(['src/routes/products.js']);
    expect(index.match('com/shop/catalog/PriceService.java')).toEqual([
      'src/main/java/com/shop/catalog/PriceService.java',
    ]);
    expect(index.match('github.com/acme/ledger/internal/accounts/service.go')).toEqual([
      'internal/accounts/service.go',
    ]);
    expect(index.match('D:/a/1/s/src/Clinic.Api/Controllers/AppointmentsController.cs')).toEqual([
      'src/Clinic.Api/Controllers/AppointmentsController.cs',
    ]);
    expect(index.match('/var/task/index.js')).toEqual(['index.js']);
  });

  it('compares Windows paths without regard to case, others as written', () => {
    expect(index.match('C:\\APP\\SRC\\Routes\\Products.js')).toEqual(['src/routes/products.js']);
    expect(index.match('/srv/app/SRC/Routes/products.js')).toEqual([]);
  });

  it('offers every path that fits equally well, and none that fits by its name alone', () => {
    expect(index.match('/app/app/routes.py')).toEqual([
      'services/api/app/routes.py',
      'services/web/app/routes.py',
    ]);
    expect(index.match('/srv/other/products.js')).toEqual([]);
    expect(index.match('')).toEqual([]);
  });
});
