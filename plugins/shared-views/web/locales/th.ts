/** Thai texts of the shared base page (namespace `shared-views`). */
export const th: Record<string, string> = {
  'base.title': 'ฐานข้อมูลที่แชร์',
  'base.opening': 'กำลังเปิดฐานข้อมูลที่แชร์…',
  'base.notFound': 'ไม่พบฐานข้อมูลที่แชร์',
  'base.notFoundTitle': 'ไม่พบฐานข้อมูลที่แชร์',
  'base.unsupported': 'แอปนี้เปิดฐานข้อมูลที่แชร์ไม่ได้',
  'base.signedIn': 'คุณเข้าสู่ระบบในชื่อ {{email}} อยู่ การเปิดฐานข้อมูลที่แชร์จะทำให้คุณออกจากระบบในเบราว์เซอร์นี้',
  'base.openAsVisitor': 'ออกจากระบบและเปิดฐานข้อมูลที่แชร์',
  'base.protected': 'ฐานข้อมูลที่แชร์นี้ป้องกันด้วยรหัสผ่าน',
  'base.password': 'รหัสผ่าน',
  'base.open': 'เปิดฐานข้อมูล',
  'base.passwordRequired': 'ต้องระบุรหัสผ่าน',
  'base.invalidPassword': 'รหัสผ่านไม่ถูกต้อง',
  home: 'กลับไปหน้าแรก',
};
