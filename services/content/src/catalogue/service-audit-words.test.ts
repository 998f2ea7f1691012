import { describe, expect, it } from 'vitest';
import { serviceAuditWords } from './service-audit-words';

const service = {
  nameAr: 'تعديل الرواتب',
  nameEn: 'salary-adjustments',
  descriptionAr: 'وصف',
  descriptionEn: 'description',
  price: 30,
  duration: 60,
};

describe('the audit log’s words for the office’s services', () => {
  it('names the service and says what changed, the price from and to', () => {
    expect(serviceAuditWords.created(service)).toBe(
      'أضاف خدمة «تعديل الرواتب» بسعر 30 ديناراً أردنياً ومدة 60 دقيقة',
    );
    expect(serviceAuditWords.updated(service, { ...service, price: 45, duration: 45 })).toBe(
      'عدّل خدمة «تعديل الرواتب»: السعر 30 ديناراً أردنياً ← 45 ديناراً أردنياً، المدة 60 ← 45 دقيقة',
    );
    expect(serviceAuditWords.updated(service, service)).toBe('عدّل خدمة «تعديل الرواتب» دون تغيير');
    expect(serviceAuditWords.state({ ...service, state: 'retired' })).toBe(
      'جعل خدمة «تعديل الرواتب» «متوقف»',
    );
    expect(serviceAuditWords.moved(service, 'up')).toBe(
      'نقل خدمة «تعديل الرواتب» إلى الأعلى في ترتيب الموقع',
    );
  });
});
